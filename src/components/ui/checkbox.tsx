import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox, sized to a 24px target and styled with the accent colour. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded accent-primary disabled:cursor-not-allowed',
        className,
      )}
      {...props}
    />
  );
}
