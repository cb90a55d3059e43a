import { Search } from 'lucide-react';
import type * as React from 'react';
import { startTransition, useCallback, useEffect, useLayoutEffect, useOptimistic, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { EmptyState } from '@/components/empty-state';
import { PrePaintChoice } from '@/components/pre-paint-choice';
import { Button } from '@/components/ui/button';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { Pagination } from '@/components/pagination';
import { SortSelect } from '@/components/sort-select';
import { isDefaultPriceRange } from '@/domain/price-range';
import type { ProductSummary } from '@/domain/types';
import { useHydratedInTransition } from '@/lib/use-hydrated';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { searchRequest } from '../model/search-results';
import {
  defaultSearchParams,
  isSearchSort,
  parseSearchParams,
  searchHref,
  searchSortLabels,
  serializeSearchParams,
  type SearchParams,
} from '../model/search-params';
import { outsideRangeText, resultCountText, searchHeading } from '../model/search-text';
import { useRecentSearches } from '../use-recent-searches';
import { SearchFilters } from './search-filters';
import { SearchResultsFrame } from './search-results-frame';
import { SearchResultsGrid } from './search-results-grid';

/** Resolves after the browser has painted the next frame (the URL update then waits its turn). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

interface SearchPageProps {
  /** The card's top-right action (the wishlist heart), wired in by the route; a stable function. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * The search screen for /search?q=&minPrice=&maxPrice=&sort=: a prompt without a term; otherwise the
 * result count, the price range, the sort, Clear Filters and the results ('No products found' when
 * nothing matches). The term joins the recent searches.
 */
export function SearchPage({ renderAction }: SearchPageProps) {
  const [searchParams] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then show the URL's search
  // (rendered in a transition, in short slices).
  const hydrated = useHydratedInTransition();
  const urlParams = hydrated ? parseSearchParams(searchParams) : defaultSearchParams;
  // A sort or filter change shows in the controls at once (optimistic, rendered in the same event)
  // and is asked of the catalogue worker at once; the URL follows after that frame is painted,
  // committed by the router in a transition; then the URL is the state again. So the new order
  // arrives as soon as the worker answers, not after the router's work.
  const [params, showParams] = useOptimistic(urlParams);
  const { q } = params;
  // The catalogue worker searches (decision 0010). While a new sort, range or page is answered,
  // the previous results of the same term stay.
  const {
    page: answer,
    answered,
    current,
    failed,
    retry,
  } = useCatalogueQuery(q ? searchRequest(params) : null);
  const results = answered?.kind === 'search' && answered.query === q ? answer : undefined;

  // The latest state for the handlers below, which stay the same between renders (so the memoised
  // filters do not re-render when only the sort changes).
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  });
  const update = useCallback(
    (next: Partial<SearchParams>) => {
      // A new sort or price range starts again at page 1.
      const target = { ...latest.current, page: 1, ...next };
      const search = serializeSearchParams(target);
      startTransition(async () => {
        showParams(target);
        await afterNextPaint();
        await setUrlSearch(search);
      });
    },
    [setUrlSearch, showParams],
  );
  const clearFilters = useCallback(
    () =>
      update({
        minPrice: defaultSearchParams.minPrice,
        maxPrice: defaultSearchParams.maxPrice,
        sort: defaultSearchParams.sort,
      }),
    [update],
  );

  const { addRecent } = useRecentSearches();
  useEffect(() => {
    if (q) addRecent(q);
  }, [q, addRecent]);

  const sort = (
    <SortSelect
      value={params.sort}
      options={searchSortLabels}
      isValue={isSearchSort}
      onChange={(next) => update({ sort: next })}
    />
  );
  const filters = (
    <SearchFilters
      minPrice={params.minPrice}
      maxPrice={params.maxPrice}
      onPriceChange={update}
      onClear={clearFilters}
    />
  );
  if (!hydrated) {
    // Prerendered without the query string: a searched-for address shows the results frame with
    // 'Searching…' from the first paint (chosen by an inline script), the others the prompt.
    return (
      <PrePaintChoice
        test={hasSearchTerm}
        arg="q"
        whenTrue={
          <SearchResultsFrame
            heading="Search Results"
            count="Searching…"
            busy
            sort={sort}
            filters={filters}
          />
        }
        whenFalse={<SearchPrompt />}
      />
    );
  }
  if (!q) return <SearchPrompt />;
  if (!results) {
    return (
      <SearchResultsFrame
        heading={searchHeading(q)}
        count={failed ? catalogueUnavailableStatus : 'Searching…'}
        busy={!failed}
        sort={sort}
        filters={filters}
      >
        {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
      </SearchResultsFrame>
    );
  }

  const { items, total, matchCount, page, pages } = results;
  const filtered = !isDefaultPriceRange(params);

  return (
    <SearchResultsFrame
      heading={searchHeading(q)}
      count={failed ? catalogueUnavailableStatus : resultCountText(total)}
      busy={!current && !failed}
      sort={sort}
      filters={filters}
    >
      {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
      {items.length > 0 ? (
        <>
          <SearchResultsGrid key={`${q}-${page}`} products={items} renderAction={renderAction} />
          <Pagination
            page={page}
            pages={pages}
            hrefFor={(to) => `/search?${serializeSearchParams({ ...params, page: to })}`}
          />
        </>
      ) : (
        <EmptyState
          as="h3"
          icon={<Search />}
          title="No products found"
          description={
            filtered && matchCount > 0
              ? outsideRangeText(matchCount)
              : 'Check the spelling or try a more general term.'
          }
          className="rounded-lg border"
        >
          <Button asChild>
            <Link to="/products">Browse All Products</Link>
          </Button>
        </EmptyState>
      )}
    </SearchResultsFrame>
  );
}

/** True when the address has a non-blank `param`. Self-contained: it also runs before the first paint. */
function hasSearchTerm(param: string): boolean {
  try {
    return (new URLSearchParams(location.search).get(param) ?? '').trim() !== '';
  } catch {
    return false;
  }
}

/** No term: ask for one, and offer the recent searches (client state, so only after hydration). */
function SearchPrompt() {
  const { recent } = useRecentSearches();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <EmptyState
        as="h1"
        icon={<Search />}
        title="Search Products"
        description="Type a product name, brand or category into the search box at the top of the page to find what you are looking for."
      >
        <Button asChild variant="outline">
          <Link to="/products">Browse All Products</Link>
        </Button>
      </EmptyState>
      {recent.length > 0 ? (
        <section aria-labelledby="recent-searches-heading" className="mx-auto max-w-md text-center">
          <h2 id="recent-searches-heading" className="mb-3 font-semibold">
            Recent searches
          </h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {recent.map((term) => (
              <li key={term}>
                <Link
                  to={searchHref(term)}
                  className="inline-flex min-h-10 max-w-64 items-center truncate rounded-full border px-4 text-sm hover:bg-accent"
                >
                  {term}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
