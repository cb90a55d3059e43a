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
  busy = false,
}: SearchResultsFrameProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={<span className="[overflow-wrap:anywhere]">{heading}</span>}
        description={<span role="status">{count}</span>}
      />
      <div className="mb-6 flex justify-end">{sort}</div>
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
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
