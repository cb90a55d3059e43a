import type * as React from 'react';
import { ListingFrame } from '@/components/listing/listing-frame';

interface SearchResultsFrameProps {
  heading: string;
  /** The result count line (a status message). */
  count: string;
  sort: React.ReactNode;
  filters: React.ReactNode;
  /** How many filters are active (the price range, the facets), shown on the phone's Filters button. */
  filterCount?: number;
  /** The results grid, or the no-results message. */
  children?: React.ReactNode;
  /** True while newer results are on their way (the shown ones stay until then). */
  busy?: boolean;
}

/**
 * The layout of a searched-for page (components/listing/listing-frame.tsx): the heading (a long
 * term wraps anywhere) and count, the sort, the filters and the results.
 */
export function SearchResultsFrame({ heading, count, children, ...frame }: SearchResultsFrameProps) {
  return (
    <ListingFrame
      filtersId="search-filters"
      title={<span className="[overflow-wrap:anywhere]">{heading}</span>}
      description={<span role="status">{count}</span>}
      resultsHeadingId="search-results-heading"
      {...frame}
    >
      {children}
    </ListingFrame>
  );
}
