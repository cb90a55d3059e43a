import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: React.ComponentProps<'label'>) {
  // eslint-disable-next-line jsx-a11y/label-has-associated-control -- callers pass htmlFor or wrap the control
  return <label className={cn('text-sm leading-none font-medium', className)} {...props} />;
}
