import type * as React from 'react';
import { useState } from 'react';
import { FiltersBar } from '@/components/filters-toggle';
import { FiltersColumn } from '@/components/filters-column';
import { PageHeader } from '@/components/page-header';

const FILTERS_ID = 'search-filters';

interface SearchResultsFrameProps {
  heading: string;
  /** The result count line (a status message). */
  count: string;
  sort: React.ReactNode;
  filters: React.ReactNode;
  /** How many filters are active (the price range), shown on the phone's Filters button. */
  filterCount?: number;
  /** The results grid, or the no-results message. */
  children?: React.ReactNode;
  /** True while newer results are on their way (the shown ones stay until then). */
  busy?: boolean;
}

/**
 * The layout of a searched-for page: heading and count, the sort, the filters and the results.
 * Below lg the filters fold behind a 'Filters' button, as on /products, so the first result starts
 * on a phone's first screen.
 */
export function SearchResultsFrame({
  heading,
  count,
  sort,
  filters,
  children,
  busy = false,
  filterCount = 0,
}: SearchResultsFrameProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={<span className="[overflow-wrap:anywhere]">{heading}</span>}
        description={<span role="status">{count}</span>}
      />
      <FiltersBar
        count={filterCount}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        controls={FILTERS_ID}
        sort={sort}
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersColumn id={FILTERS_ID} open={filtersOpen}>
          {filters}
        </FiltersColumn>
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
