/** Recent searches: most recent first, case-insensitively unique, at most limits.recentSearches. */
import { limits } from '@/config/shop';
import { normalizeQuery } from '@/domain/query-text';

export type RecentSearches = readonly string[];

/**
 * Records a search. The term is trimmed and cut to limits.searchQueryMax characters; a blank term
 * changes nothing (the same array is returned). An earlier entry equal ignoring case is replaced by
 * the new spelling, which moves to the front.
 */
export function addRecentSearch(list: RecentSearches, term: string): RecentSearches {
  const query = normalizeQuery(term);
  if (query === '') return list;
  if (list[0] === query) return list;
  const key = query.toLowerCase();
  return [query, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, limits.recentSearches);
}

/** Removes one entry (compared ignoring case). */
export function removeRecentSearch(list: RecentSearches, term: string): RecentSearches {
  const key = term.trim().toLowerCase();
  const next = list.filter((item) => item.toLowerCase() !== key);
  return next.length === list.length ? list : next;
}

export function clearRecent(): RecentSearches {
  return [];
}
