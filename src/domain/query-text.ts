import { limits } from '@/config/shop';

/**
 * A search query as the shop keeps it: trimmed, at most `limits.searchQueryMax` characters (code
 * points, so an emoji is never cut in half), and trimmed again after the cut.
 */
export function normalizeQuery(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length <= limits.searchQueryMax) return trimmed;
  return Array.from(trimmed).slice(0, limits.searchQueryMax).join('').trimEnd();
}

/** Lower-cased search terms: the trimmed query split on whitespace. A blank query has no terms. */
export function queryTerms(query: string): string[] {
  const trimmed = query.trim().toLowerCase();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}
