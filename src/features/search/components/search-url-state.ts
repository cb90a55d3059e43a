import { startTransition, useCallback, useLayoutEffect, useOptimistic, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useHydratedInTransition } from '@/boot/use-hydrated';
import type { FacetChoice } from '@/domain/facet-params';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import {
  defaultSearchParams,
  parseSearchParams,
  serializeSearchParams,
  type SearchParams,
} from '../model/search-params';

/** Resolves after the browser has painted the next frame (the URL update then waits its turn). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The search page's state, kept in the URL: `params` as shown (the defaults until the page has
 * hydrated), `update` to change some of them (a new sort, range or facet starts again at page 1),
 * `chooseFacets` and `clearFilters`. The functions stay the same between renders.
 */
export function useSearchUrlState() {
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
        facets: defaultSearchParams.facets,
        sort: defaultSearchParams.sort,
      }),
    [update],
  );
  const chooseFacets = useCallback((facets: FacetChoice) => update({ facets }), [update]);

  return { hydrated, params, update, chooseFacets, clearFilters };
}
