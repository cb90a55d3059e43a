/**
 * The header's first suggestions without the catalogue index (decision 0010). A shopper's first one
 * or two keystrokes are a one- or two-character query; the build answers every such query the
 * catalogue can match, in small files chosen by the first character (a fixed number of them, so
 * their paths are known without the catalogue), and the first suggestions need only one file while
 * the index loads.
 *
 * Exact by construction: the answers come from the same rule (answerCatalogueQuery), and a query
 * without whitespace is found in a product only inside one whitespace-separated word of its search
 * text, so listing every one- and two-character piece of every word lists every query that matches
 * anything (catalogue-data-files.ts writes them). A query absent from its file matches nothing.
 */
import type { CataloguePage } from './catalogue-request';
import { limits } from '@/config/shop';
import { prefixFileCount, prefixFileUrl } from './catalogue-data-paths';
import { pageCount } from './pagination';
import { queryTerms } from './query-text';
import type { ProductSummary } from './types';

/**
 * Longest query answered from a prefix file, in UTF-16 code units (as the search compares text:
 * a query that is half of an emoji still matches the emoji).
 */
export const prefixQueryMax = 2;

/** The prefix file (its number) of a query or a key. */
export function fileOf(text: string): number {
  return text.charCodeAt(0) % prefixFileCount;
}

export interface PrefixFile {
  /** The products the answers show, each once. */
  items: ProductSummary[];
  /**
   * query -> [how many products match, indexes into `items` of the best matches, and the query
   * searched instead when the one typed finds nothing (a synonym: forgiving-search.ts)].
   */
  answers: Record<string, [number, number[]] | [number, number[], string]>;
}

/** The file and key that answer `query`, or null when it is not one short term. */
export function prefixKey(query: string): { url: string; key: string } | null {
  const terms = queryTerms(query);
  const term = terms[0];
  if (terms.length !== 1 || term === undefined) return null;
  if (term.length > prefixQueryMax) return null;
  return { url: prefixFileUrl(fileOf(term)), key: term };
}

/** The answer for `key` from its file: no entry means nothing matches. */
export function answerFromPrefixFile(file: PrefixFile, key: string): CataloguePage {
  const [total, picks, correctedQuery] = file.answers[key] ?? [0, []];
  const items = picks.flatMap((i) => file.items[i] ?? []);
  const page = {
    items,
    total,
    matchCount: total,
    page: 1,
    pages: pageCount(total, limits.searchSuggestions),
  };
  return correctedQuery === undefined ? page : { ...page, correctedQuery };
}
