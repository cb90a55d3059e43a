import { useMemo } from 'react';
import { useStore } from '@/lib/create-store';
import { addRecent, clearRecent, recentSearchesStore } from './recent-searches-store';

export interface RecentSearchesContextValue {
  recent: string[];
  addRecent: (term: string) => void;
  clearRecent: () => void;
}

/** The session's recent searches (recent-searches-store.ts); no provider needed. */
export function useRecentSearches(): RecentSearchesContextValue {
  const recent = useStore(recentSearchesStore);
  return useMemo(() => ({ recent: [...recent], addRecent, clearRecent }), [recent]);
}
