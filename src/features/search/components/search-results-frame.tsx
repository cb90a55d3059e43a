import type * as React from 'react';
import { PageHeader } from '@/components/page-header';

interface SearchResultsFrameProps {
  heading: string;
  /** The result count line (a status message). */
  count: string;
  sort: React.ReactNode;
  filters: React.ReactNode;
  /** The results grid, or the no-results message. */
  children?: React.ReactNode;
  /**
   * The prerendered frame the early-results script fills in before the app loads
   * (search-pending.tsx): its text and results carry data-early-* markers, and the controls and
   * results stay hidden until the script shows them.
   */
  early?: boolean;
  /** True while newer results are on their way (the shown ones stay until then). */
  busy?: boolean;
}

/** The layout of a searched-for page: heading and count, the sort, the filters and the results. */
export function SearchResultsFrame({
  heading,
  count,
  sort,
  filters,
  children,
  early = false,
  busy = false,
}: SearchResultsFrameProps) {
  const marker = (name: string) => (early ? { [`data-early-${name}`]: '' } : {});
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={
          <span className="[overflow-wrap:anywhere]" {...marker('heading')}>
            {heading}
          </span>
        }
        description={
          <span role="status" {...marker('count')}>
            {count}
          </span>
        }
      />
      <div className="mb-6 flex justify-end" hidden={early} {...marker('body')}>
        {sort}
      </div>
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]" hidden={early} {...marker('body')}>
        {filters}
        <section aria-labelledby="search-results-heading" aria-busy={busy || undefined} className="min-w-0">
          <h2 id="search-results-heading" className="sr-only">
            Results
          </h2>
          {children}
        </section>
      </div>
    </div>
  );
}
