import { createContext, useContext } from 'react';

export interface RecentSearchesContextValue {
  recent: string[];
  addRecent: (term: string) => void;
  clearRecent: () => void;
}

export const RecentSearchesContext = createContext<RecentSearchesContextValue | null>(null);

export function useRecentSearches(): RecentSearchesContextValue {
  const value = useContext(RecentSearchesContext);
  if (!value) throw new Error('useRecentSearches must be used within a RecentSearchesProvider');
  return value;
}
