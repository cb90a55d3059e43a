import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export interface SetUrlSearchOptions {
  /** Replace the current history entry instead of adding one (back then skips this change). */
  replace?: boolean;
}

/**
 * The one way a page puts its state in the address: `search` is the query string without '?'
 * ('' for none) on the same path; the scroll position stays. Each change is a new history entry
 * (back returns to the previous state) unless `replace`. The function is stable between renders;
 * its promise settles once the router has committed the new address.
 */
export function useSetUrlSearch(): (search: string, options?: SetUrlSearchOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (search, { replace = false } = {}) => {
      await navigate({ search: search ? `?${search}` : '' }, { replace, preventScrollReset: true });
    },
    [navigate],
  );
}
