import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useHydrated } from '@/lib/use-hydrated';
import type { FacetChoice } from '@/domain/facet-params';
import { parseListingParams, serializeListingParams } from '@/domain/listing-params';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { searchListing, type SearchParams } from '../model/search-listing';

const defaultSearchParams = searchListing.defaults;

/**
 * A change shown before the address has it: its state, and the address it counts on: the one it
 * was made on (`from`, a history key) or, for a change made while the one before it was still on
 * its way to the address, that one's query string (`via`).
 */
interface Ahead {
  params: SearchParams;
  from: string;
  via: string | null;
}

const shownOn = (ahead: Ahead | null, { key, search }: { key: string; search: string }) =>
  ahead !== null && (ahead.from === key || ahead.via === search);

const searchOf = (params: SearchParams) => {
  const search = serializeListingParams(searchListing, params);
  return search ? `?${search}` : '';
};

/**
 * The search page's state, kept in the URL: `params` as shown (the defaults until the page has
 * hydrated), `update` to change some of them (a new sort, range or facet starts again at page 1),
 * `chooseFacets`, `clearFilters` and `followUrl`, which stay the same between renders. The page
 * calls `followUrl` once the results for `params` are in (or could not be had).
 *
 * A change shows at once: the controls take it in the same event and the page asks the catalogue
 * worker for it. The address follows only once the page has shown the answer: the router's work
 * for a new address (about 100 ms at 4x CPU) and its render then no longer stand between the key
 * press and the new order (bench: "Sort change"). Each change is still its own history entry: one
 * made before the previous one has reached the address sends that one on at once. Back or forward
 * in the meantime wins: a change counts only on the address it was made on.
 */
export function useSearchUrlState() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const setUrlSearch = useSetUrlSearch();
  // The prerendered page has no query string: hydrate as that page, then show the URL's search
  // (rendered in a transition, in short slices).
  const hydrated = useHydrated({ inTransition: true });
  const urlParams = hydrated ? parseListingParams(searchListing, searchParams) : defaultSearchParams;
  const [ahead, setAhead] = useState<Ahead | null>(null);
  // Once another address shows (this change's, or back and forward), the change is behind us.
  const shownAhead = shownOn(ahead, location) ? ahead : null;
  if (ahead && !shownAhead) setAhead(null);
  const params = shownAhead ? shownAhead.params : urlParams;

  // The latest state for the handlers below, which stay the same between renders (so the memoised
  // filters do not re-render when only the sort changes).
  const latest = useRef({ params, key: location.key, ahead: shownAhead });
  useLayoutEffect(() => {
    latest.current = { params, key: location.key, ahead: shownAhead };
  });
  // Each change is sent to the address once (the page may call followUrl again before the router
  // has committed it).
  const followed = useRef<Ahead | null>(null);
  const follow = useCallback(
    (change: Ahead | null) => {
      if (!change || followed.current === change) return;
      followed.current = change;
      void setUrlSearch(searchOf(change.params).slice(1));
    },
    [setUrlSearch],
  );
  const update = useCallback(
    (next: Partial<SearchParams>) => {
      const { params: shown, key, ahead: before } = latest.current;
      // A change the address has not reached yet goes there now; this one counts on its address too.
      const on = before ? searchOf(before.params) : null;
      follow(before);
      // A new sort or price range starts again at page 1.
      setAhead({ params: { ...shown, page: 1, ...next }, from: key, via: on });
    },
    [follow],
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

  const followUrl = useCallback(() => follow(latest.current.ahead), [follow]);

  return { hydrated, params, update, chooseFacets, clearFilters, followUrl };
}
