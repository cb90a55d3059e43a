import type * as React from 'react';
import type { ContentSectionData } from '@/data/content-repository';
import { cn } from '@/lib/cn';
import { Markdown } from './markdown';

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
      {intro ? <div className="mt-2 max-w-3xl text-muted-foreground">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

interface PageSectionProps extends Omit<ContentSectionProps, 'title' | 'intro'> {
  section: ContentSectionData;
  /**
   * The section's text as prose above what the page places in it; otherwise it is the muted
   * intro under the heading. Prose by default when the page places nothing.
   */
  prose?: boolean;
}

/** A `## Title {#id}` section of a content file, with what the page places in it (a grid, steps...). */
export function PageSection({ section, prose, children, ...props }: PageSectionProps) {
  const text = section.html ? <Markdown html={section.html} /> : null;
  if (!(prose ?? !children)) {
    return (
      <ContentSection title={section.title} intro={text} {...props}>
        {children}
      </ContentSection>
    );
  }
  return (
    <ContentSection title={section.title} {...props}>
      <div className="max-w-3xl">{text}</div>
      {children}
    </ContentSection>
  );
}
