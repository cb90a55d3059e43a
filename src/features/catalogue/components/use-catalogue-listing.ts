import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryPending } from '@/boot/query-pending';
import { useHydrated } from '@/lib/use-hydrated';
import { limits } from '@/config/shop';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import type { CatalogueRequest } from '@/domain/catalogue-request';
import type { FacetChoice } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';
import {
  parseListingParams,
  serializeListingParams,
  type ListingParams,
  type ListingUrl,
} from '@/domain/listing-params';
import { clampPage, pageCount } from '@/domain/pagination';
import type { CategoryId, ProductSummary } from '@/domain/types';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { useSteadyValue } from '@/lib/use-steady-value';

/** What a catalogue listing's route prerenders: its plain page, in the default order. */
export interface ListingBase {
  /** The plain page's first products. */
  firstPage: readonly ProductSummary[];
  /** How many products the plain page lists. */
  total: number;
  /** The plain page's facet counts. */
  facets: FacetCounts;
}

export interface ListingOptions<S extends string> extends ListingBase {
  url: ListingUrl<S>;
  /** The catalogue question for a state other than the plain page's. */
  request: (params: ListingParams<S>) => CatalogueRequest;
  /** The categories `category` may name (none: the page reads no category). */
  categories?: readonly { id: CategoryId }[];
  /** Until the worker's first answer, the pages mark the one asked for (else page 1, shown). */
  marksAskedPage?: boolean;
}

const noCategories: readonly { id: CategoryId }[] = [];

/**
 * The state of a listing whose plain page comes with the page (/products, /sale): every choice lives
 * in the URL, so back, forward, reload and shared links restore it; any other choice is answered by
 * the catalogue worker (decision 0010), and until its answer arrives the previous list stays.
 */
export function useCatalogueListing<S extends string>({
  url,
  request,
  firstPage,
  total,
  facets,
  categories = noCategories,
  marksAskedPage = false,
}: ListingOptions<S>) {
  const [searchParams] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then apply the URL's state in
  // a transition (a synchronous re-render of the whole grid was one long task after hydration).
  const hydrated = useHydrated({ inTransition: true });
  const params = hydrated
    ? parseListingParams(
        url,
        searchParams,
        categories.map((category) => category.id),
      )
    : url.defaults;
  const results = useRef<HTMLElement & HTMLDivElement>(null);

  const needsAll = serializeListingParams(url, params) !== '';
  const { page: answer, current, failed, retry } = useCatalogueQuery(needsAll ? request(params) : null);
  const listed = needsAll ? answer : undefined;
  const loading = needsAll && !listed;
  const pages = listed ? listed.pages : pageCount(total, limits.productsPerPage);
  // Landing on a filtered address, the prerendered (plain) list stays hidden until the right one.
  const pending = useQueryPending(hydrated, loading, failed);

  const update = useCallback(
    (next: Partial<ListingParams<S>>) =>
      // Built on the address last asked for, not on this render's: a sort chosen while the category
      // picked just before is still on its way (a transition, on a slow phone) keeps that category.
      // A new filter or sort starts again at page 1.
      void setUrlSearch((latest) =>
        serializeListingParams(url, {
          ...parseListingParams(
            url,
            latest,
            categories.map((category) => category.id),
          ),
          page: 1,
          ...next,
        }),
      ),
    [setUrlSearch, url, categories],
  );
  const chooseFacets = useCallback((choice: FacetChoice) => update({ facets: choice }), [update]);
  const facetChoice = useSteadyValue(params.facets);
  // The counts of the list shown: the worker's latest, else (until its first answer) the plain list's.
  const facetCounts = useSteadyValue((needsAll && answer?.facets) || facets);
  const clear = () => {
    void setUrlSearch('');
    results.current?.focus();
  };

  return {
    params,
    update,
    chooseFacets,
    clear,
    results,
    failed,
    retry,
    loading,
    pending,
    busy: needsAll && !current && !failed,
    found: listed ? listed.total : total,
    pages,
    page: listed ? listed.page : marksAskedPage ? clampPage(params.page, pages) : 1,
    shown: listed ? listed.items : firstPage,
    facetChoice,
    facetCounts,
  };
}
