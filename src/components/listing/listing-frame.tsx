import type * as React from 'react';
import { useState } from 'react';
import { FiltersBar } from '@/components/filters-toggle';
import { FiltersColumn } from '@/components/filters-column';
import { PageHeader } from '@/components/page-header';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/listing';

interface ListingFrameProps {
  /** The filter column's id, which the 'Filters' button controls. */
  filtersId: string;
  /** The page's h1. */
  title: React.ReactNode;
  /** The line under the heading, with the list's count (a status message). */
  description: React.ReactNode;
  /** The list's SortSelect. */
  sort: React.ReactNode;
  /** The filter column's content (a components/filters-aside.tsx). */
  filters: React.ReactNode;
  /** How many filters are active, shown on the phone's Filters button. */
  filterCount?: number;
  /** Rendered before the heading (the list's QueryPendingScript, boot/query-pending.tsx). */
  lead?: React.ReactNode;
  /**
   * When given, the results are a section named by a visually hidden 'Results' h2 with this id;
   * otherwise a plain div.
   */
  resultsHeadingId?: string;
  /** When given, the results can take focus (tabIndex -1), as after Clear Filters. */
  resultsRef?: React.Ref<HTMLElement & HTMLDivElement>;
  resultsClassName?: string;
  /** True while newer results are on their way (the shown ones stay until then). */
  busy?: boolean;
  /** The grid and its pages, or the empty state. */
  children?: React.ReactNode;
}

/**
 * The layout of a product listing (/products, /sale, /search): heading and count, the sort, the
 * filters and the results. Below lg the filters fold behind a 'Filters' button, so the first
 * product starts on a phone's first screen.
 */
export function ListingFrame({
  filtersId,
  title,
  description,
  sort,
  filters,
  filterCount = 0,
  lead,
  resultsHeadingId,
  resultsRef,
  resultsClassName,
  busy = false,
  children,
}: ListingFrameProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const Results = resultsHeadingId ? 'section' : 'div';
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {lead}
      <PageHeader title={title} description={description} />
      <FiltersBar
        count={filterCount}
        open={filtersOpen}
        onToggle={() => setFiltersOpen((open) => !open)}
        controls={filtersId}
        sort={sort}
      />
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersColumn id={filtersId} open={filtersOpen}>
          {filters}
        </FiltersColumn>
        <Results
          ref={resultsRef}
          tabIndex={resultsRef ? -1 : undefined}
          aria-labelledby={resultsHeadingId}
          aria-busy={busy || undefined}
          className={cn('min-w-0', resultsClassName)}
        >
          {resultsHeadingId ? (
            <h2 id={resultsHeadingId} className="sr-only">
              {words.results}
            </h2>
          ) : null}
          {children}
        </Results>
      </div>
    </div>
  );
}
