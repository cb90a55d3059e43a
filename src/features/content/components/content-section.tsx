import type * as React from 'react';
import { cn } from '@/lib/cn';

interface ContentSectionProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  title: React.ReactNode;
  /** A line of text under the heading. */
  intro?: React.ReactNode;
  /** The first section under the page header sits a little closer to it. */
  first?: boolean;
}

/** A page section with its h2 (pages keep the order h1 > h2 > h3). */
export function ContentSection({
  title,
  intro,
  first = false,
  className,
  children,
  ...props
}: ContentSectionProps) {
  return (
    <section className={cn(first ? 'mt-8' : 'mt-12', 'scroll-mt-12', className)} {...props}>
      <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
