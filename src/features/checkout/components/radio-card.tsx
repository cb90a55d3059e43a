import type * as React from 'react';
import { cn } from '@/lib/cn';

interface RadioCardProps {
  name: string;
  value?: string;
  checked: boolean;
  onSelect: () => void;
  children: React.ReactNode;
  className?: string;
}

/** One choice of a radio group drawn as a card: the whole card is the label. */
export function RadioCard({ name, value, checked, onSelect, children, className }: RadioCardProps) {
  return (
    <label
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-md border p-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        checked ? 'border-primary bg-secondary' : 'border-input',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="size-5 shrink-0 accent-primary focus-visible:outline-none"
      />
      {children}
    </label>
  );
}
