/** Recent searches (a store from lib/create-store.ts), in memory for the session (docs/shop-rules.md: lost on reload). */
import { createStore } from '@/lib/create-store';
import { type RecentSearches, addRecentSearch, clearRecent as cleared } from './model/recent-searches';

export const recentSearchesStore = createStore<RecentSearches>([]);

export function addRecent(term: string): void {
  recentSearchesStore.update((list) => addRecentSearch(list, term));
}

export function clearRecent(): void {
  recentSearchesStore.update(cleared);
}
