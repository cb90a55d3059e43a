import { useCallback, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';

export interface SetUrlSearchOptions {
  /** Replace the current history entry instead of adding one (back then skips this change). */
  replace?: boolean;
}

/** The new query string, or how to make it from the latest one (see `useSetUrlSearch`). */
export type UrlSearchChange = string | ((latest: URLSearchParams) => string);

/** A change asked for: its query string, and the key of the address shown when it was asked. */
interface Asked {
  from: string;
  search: string;
}

/**
 * The query string a change starts from: the one last asked for while the page still shows the
 * address it was asked from (the router and React are still on their way to it), else the one
 * shown. So a sort chosen while the category tapped a moment before is still rendering (a
 * transition, on a slow phone) keeps that category, where the shown address would have lost it.
 */
function latestSearch(shown: Location, asked: Asked | null): URLSearchParams {
  return new URLSearchParams(asked?.from === shown.key ? asked.search : shown.search);
}

/**
 * The one way a page puts its state in the address: `change` is the query string without '?'
 * ('' for none) on the same path, or a function of the latest one; the scroll position stays. Each
 * change is a new history entry (back returns to the previous state) unless `replace`. The
 * function is stable between renders; its promise settles once the router has committed the new
 * address.
 */
export function useSetUrlSearch(): (change: UrlSearchChange, options?: SetUrlSearchOptions) => Promise<void> {
  const navigate = useNavigate();
  const location = useLocation();
  const shown = useRef(location);
  const asked = useRef<Asked | null>(null);
  useLayoutEffect(() => {
    shown.current = location;
    // Once another address shows (this change, or back and forward), the change is behind us.
    if (asked.current?.from !== location.key) asked.current = null;
  });
  return useCallback(
    async (change, { replace = false } = {}) => {
      const search = typeof change === 'string' ? change : change(latestSearch(shown.current, asked.current));
      asked.current = { from: shown.current.key, search: search ? `?${search}` : '' };
      await navigate({ search: asked.current.search }, { replace, preventScrollReset: true });
    },
    [navigate],
  );
}
