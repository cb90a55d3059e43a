import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Separator({ className, ...props }: React.ComponentProps<'hr'>) {
  return <hr className={cn('my-4 border-t border-border', className)} {...props} />;
}
