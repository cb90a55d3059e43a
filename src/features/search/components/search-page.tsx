import type * as React from 'react';
import { useEffect } from 'react';
import { CatalogueUnavailable, catalogueUnavailableStatus } from '@/components/catalogue-unavailable';
import { PrePaintChoice } from '@/boot/pre-paint-choice';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { Pagination } from '@/components/pagination';
import { SortSelect } from '@/components/sort-select';
import { useSteadyValue } from '@/lib/use-steady-value';
import { facetChoiceCount } from '@/domain/facet-params';
import { listingFilterCount, listingHref } from '@/domain/listing-params';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/searchPage';
import { searchRequest } from '../model/search-results';
import { searchListing } from '../model/search-listing';
import { resultCountText, searchHeading } from '../model/search-text';
import { useRecentSearches } from '../use-recent-searches';
import { SearchFilters } from './search-filters';
import { SearchCorrection } from './search-correction';
import { SearchNoResults } from './search-no-results';
import { SearchPrompt } from './search-prompt';
import { SearchResultsFrame } from './search-results-frame';
import { SearchResultsGrid } from './search-results-grid';
import { useSearchUrlState } from './search-url-state';

interface SearchPageProps {
  /** The card's top-right action (the wishlist heart), wired in by the route; a stable function. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * The search screen for /search?q=&minPrice=&maxPrice=&sort= and the facets: a prompt without a
 * term; otherwise the result count, the price range, the facets, the sort, Clear Filters and the results ('No products found' when
 * nothing matches). The term joins the recent searches.
 */
export function SearchPage({ renderAction }: SearchPageProps) {
  const { hydrated, params, update, chooseFacets, clearFilters, followUrl } = useSearchUrlState();
  const facets = useSteadyValue(params.facets);
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
  // The address takes a change once its results show (search-url-state.ts).
  useEffect(() => {
    if (current || failed) followUrl();
  }, [current, failed, params, followUrl]);

  const facetCounts = useSteadyValue(results?.facets);

  const { addRecent } = useRecentSearches();
  useEffect(() => {
    if (q) addRecent(q);
  }, [q, addRecent]);

  const sort = (
    <SortSelect
      value={params.sort}
      options={searchListing.sortLabels}
      isValue={searchListing.isSort}
      onChange={(next) => update({ sort: next })}
    />
  );
  const filterCount = listingFilterCount(params);
  const filters = (
    <SearchFilters
      minPrice={params.minPrice}
      maxPrice={params.maxPrice}
      onPriceChange={update}
      facetCounts={facetCounts}
      facets={facets}
      onFacetsChange={chooseFacets}
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
            heading={words.resultsHeading}
            count={words.searching}
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
        count={failed ? catalogueUnavailableStatus : words.searching}
        busy={!failed}
        sort={sort}
        filters={filters}
        filterCount={filterCount}
      >
        {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
      </SearchResultsFrame>
    );
  }

  const { items, total, matchCount, page, pages, correctedQuery } = results;
  const filtered = filterCount > 0;

  return (
    <SearchResultsFrame
      heading={searchHeading(q)}
      count={failed ? catalogueUnavailableStatus : resultCountText(total)}
      busy={!current && !failed}
      sort={sort}
      filters={filters}
      filterCount={filterCount}
    >
      {failed ? <CatalogueUnavailable onRetry={retry} /> : null}
      {correctedQuery === undefined ? null : (
        <SearchCorrection
          typed={q}
          corrected={correctedQuery}
          exactHref={listingHref(searchListing, { ...params, exact: true, page: 1 })}
        />
      )}
      {items.length > 0 ? (
        <>
          <SearchResultsGrid key={`${q}-${page}`} products={items} renderAction={renderAction} />
          <Pagination
            page={page}
            pages={pages}
            hrefFor={(to) => listingHref(searchListing, { ...params, page: to })}
          />
        </>
      ) : (
        <SearchNoResults
          filtered={filtered}
          matchCount={matchCount}
          facetsChosen={facetChoiceCount(facets) > 0}
        />
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
