import { ChevronDown } from 'lucide-react';
import type { FaqItem as FaqItemData } from '@/domain/types';
import { cn } from '@/lib/cn';
import { Markdown } from './markdown';

interface FaqItemProps {
  item: FaqItemData;
  open: boolean;
  onToggle: (id: string) => void;
}

/** One accordion item: the question is a button (h3) that shows or hides its answer panel. */
export function FaqItem({ item, open, onToggle }: FaqItemProps) {
  const buttonId = `faq-question-${item.id}`;
  const panelId = `faq-answer-${item.id}`;
  return (
    <li className="border-b last:border-b-0">
      <h3>
        <button
          type="button"
          id={buttonId}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
          className="flex min-h-12 w-full items-center justify-between gap-4 py-3 text-start font-medium hover:text-primary"
        >
          {item.question}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="pb-4 text-muted-foreground"
      >
        <Markdown html={item.answerHtml} />
      </div>
    </li>
  );
}
