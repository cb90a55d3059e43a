import { SearchX } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FaqGroup } from '@/domain/types';
import { countFaqItems, faqResultText, filterFaqGroups } from '../model/faq-filter';
import { FaqItem } from './faq-item';
import * as words from 'virtual:lumina-messages/faqPage';

export const faqText = {
  searchLabel: words.searchLabel,
  noResultsTitle: words.noResultsTitle,
  noResultsDescription: words.noResultsDescription,
  clearSearch: words.clearSearch,
} as const;

/** The FAQ: a search box that filters questions and answers as you type, and the grouped accordion. */
export function FaqBrowser({ groups }: { groups: readonly FaqGroup[] }) {
  const [query, setQuery] = useState('');
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const statusId = useId();

  const visible = filterFaqGroups(groups, query);
  const total = countFaqItems(groups);
  const shown = countFaqItems(visible);
  const searching = query.trim() !== '';

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function clearSearch() {
    setQuery('');
    searchRef.current?.focus();
  }

  return (
    <div>
      <div role="search" className="max-w-xl">
        <Label htmlFor={searchId}>{faqText.searchLabel}</Label>
        <Input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={words.searchPlaceholder}
          autoComplete="off"
          aria-describedby={statusId}
          className="mt-1.5"
        />
        <p id={statusId} role="status" className="mt-2 min-h-5 text-sm text-muted-foreground">
          {searching ? faqResultText(shown, total) : ''}
        </p>
      </div>

      {shown === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={faqText.noResultsTitle}
          description={faqText.noResultsDescription}
        >
          <Button onClick={clearSearch}>{faqText.clearSearch}</Button>
        </EmptyState>
      ) : (
        <div className="mt-6 grid gap-10">
          {visible.map((group) => (
            <section key={group.category}>
              <h2 className="text-xl font-bold">{group.category}</h2>
              <ul className="mt-2 rounded-lg border px-4">
                {group.questions.map((item) => (
                  <FaqItem key={item.id} item={item} open={openIds.has(item.id)} onToggle={toggle} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
