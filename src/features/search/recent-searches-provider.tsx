import { useCallback, useMemo, useState } from 'react';
import { addRecentSearch, clearRecent, type RecentSearches } from './model/recent-searches';
import { RecentSearchesContext } from './use-recent-searches';

/** Recent searches, in memory for the session: lost on reload (docs/shop-rules.md, Search). */
export function RecentSearchesProvider({ children }: { children: React.ReactNode }) {
  const [recent, setRecent] = useState<RecentSearches>([]);
  const addRecent = useCallback((term: string) => setRecent((list) => addRecentSearch(list, term)), []);
  const clear = useCallback(() => setRecent(clearRecent()), []);
  const value = useMemo(
    () => ({ recent: [...recent], addRecent, clearRecent: clear }),
    [recent, addRecent, clear],
  );
  return <RecentSearchesContext.Provider value={value}>{children}</RecentSearchesContext.Provider>;
}
