import { Button } from '@/components/ui/button';
import { RadioCard } from './radio-card';
import * as words from 'virtual:lumina-messages/checkoutForm';

interface SavedCardChoiceProps {
  last4: string;
  selected: boolean;
  onSelect: (saved: boolean) => void;
  onForget: () => void;
}

/** 'Card ending in 4242' or a new card, and a way to forget the saved one. */
export function SavedCardChoice({ last4, selected, onSelect, onForget }: SavedCardChoiceProps) {
  const choices = [
    { saved: true, label: words.savedCard({ last4 }) },
    { saved: false, label: words.newCard },
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{words.cardLegend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map(({ saved, label }) => (
          <RadioCard
            key={label}
            name="savedCard"
            checked={selected === saved}
            onSelect={() => onSelect(saved)}
          >
            {label}
          </RadioCard>
        ))}
      </div>
      <Button type="button" variant="link" className="justify-self-start px-0" onClick={onForget}>
        {words.forgetCard({ last4 })}
      </Button>
    </fieldset>
  );
}
