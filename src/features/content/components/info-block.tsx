import type * as React from 'react';

interface InfoBlockProps {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  /** 'h2' (default) for a top-level topic of the page, 'h3' for a detail inside a section. */
  headingLevel?: 'h2' | 'h3';
}

/** A titled block of text with an icon. */
export function InfoBlock({ icon, title, children, headingLevel: Heading = 'h2' }: InfoBlockProps) {
  const large = Heading === 'h2';
  return (
    <section className="flex gap-4">
      <div
        aria-hidden="true"
        className={large ? 'mt-1 text-primary [&_svg]:size-6' : 'mt-0.5 text-primary [&_svg]:size-5'}
      >
        {icon}
      </div>
      <div>
        <Heading className={large ? 'text-xl font-semibold' : 'font-semibold'}>{title}</Heading>
        <div className={large ? 'mt-2 grid gap-3 text-muted-foreground' : 'mt-1 text-sm'}>{children}</div>
      </div>
    </section>
  );
}
