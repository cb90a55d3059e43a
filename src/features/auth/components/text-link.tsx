import type * as React from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** An underlined in-text link in the primary colour, at least 24px tall. */
export function TextLink({ className, ...props }: React.ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'inline-flex min-h-6 items-center font-medium text-primary underline underline-offset-4 hover:no-underline',
        className,
      )}
      {...props}
    />
  );
}
