import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/quantityStepper';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
  /** Accessible name of the number field, e.g. 'Quantity of Aurora Headphones'. */
  label: string;
  className?: string;
}

/**
 * − / number / + control. Buttons stop at min and max; a typed value is applied on blur or Enter,
 * floored and clamped; anything that is not a number restores the current value.
 */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max,
  disabled,
  label,
  className,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const parsed = Number.parseInt(draft, 10);
    setDraft(null);
    if (Number.isNaN(parsed)) return;
    const next = Math.min(max, Math.max(min, parsed));
    if (next !== value) onChange(next);
  };
  return (
    <div className={cn('inline-flex items-center rounded-md border border-input', className)}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={words.decrease({ label })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/[^0-9-]/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-10 w-12 bg-transparent text-center text-base tabular-nums disabled:opacity-60"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={words.increase({ label })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
