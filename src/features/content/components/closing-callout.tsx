import type * as React from 'react';
import type { ContentAction, ContentSectionData } from '@/data/content-repository';
import { cn } from '@/lib/cn';
import { ActionLinks } from './action-links';
import { Markdown } from './markdown';

interface ClosingCalloutProps {
  section: ContentSectionData;
  actions: readonly ContentAction[];
  /** Centred text and buttons (About, Careers, FAQ) or left-aligned (Our Story). */
  centered?: boolean;
  /** An icon above the heading (About's), decorative. */
  icon?: React.ReactNode;
  size?: 'lg';
}

/** A page's closing block: a heading, a few words and the buttons that lead on. */
export function ClosingCallout({ section, actions, centered = true, icon, size }: ClosingCalloutProps) {
  return (
    <section
      className={cn(
        'mt-16 rounded-lg bg-secondary p-8 text-secondary-foreground md:p-12',
        centered && 'text-center',
      )}
    >
      {icon ? (
        <div aria-hidden="true" className="text-primary [&_svg]:mx-auto [&_svg]:size-8">
          {icon}
        </div>
      ) : null}
      <h2 className={cn('text-2xl font-bold', icon && 'mt-4')}>{section.title}</h2>
      <Markdown html={section.html} className={cn('mt-2 max-w-xl', centered && 'mx-auto')} />
      <ActionLinks actions={actions} size={size} className={cn(centered && 'justify-center')} />
    </section>
  );
}
