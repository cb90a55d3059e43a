import type * as React from 'react';

/** A titled block of text with an icon; its heading is an h2 (a top-level topic of the page). */
export function InfoBlock({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="flex gap-4">
      <div aria-hidden="true" className="mt-1 text-primary [&_svg]:size-6">
        {icon}
      </div>
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        <div className="mt-2 grid gap-3 text-muted-foreground">{children}</div>
      </div>
    </section>
  );
}
