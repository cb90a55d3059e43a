import type * as React from 'react';
import { cn } from '@/lib/cn';

interface PageHeaderProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  /** Shown at the end of the header row (e.g. a Clear button). */
  actions?: React.ReactNode;
  className?: string;
}

/** A page's single h1 with an optional line of text and actions. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-end justify-between gap-4', className)}>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
