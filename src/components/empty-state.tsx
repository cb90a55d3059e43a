import type * as React from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: React.ReactNode;
  title: string;
  /** The heading level: 'h1' when the empty state is the whole page. */
  as?: 'h1' | 'h2' | 'h3';
  description?: React.ReactNode;
  /** Actions (links or buttons). */
  children?: React.ReactNode;
  className?: string;
}

/** The shared empty / fallback state: an icon, a heading, a line of text and what to do next. */
export function EmptyState({
  icon,
  title,
  as: Heading = 'h2',
  description,
  children,
  className,
}: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center gap-3 px-4 py-16 text-center', className)}>
      {icon ? (
        <div aria-hidden="true" className="text-muted-foreground [&_svg]:size-12">
          {icon}
        </div>
      ) : null}
      <Heading className="text-2xl font-bold">{title}</Heading>
      {description ? <p className="max-w-md text-muted-foreground">{description}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
