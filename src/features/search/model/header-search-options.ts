/** The rows of the header search box's list and what its live region says (pure). */
import { productPath, searchPath } from '@/config/paths';
import type { ImageAsset, ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/headerSearch';
import { recentAnnouncement, suggestionsAnnouncement, viewAllText } from './suggestion-text';

/** One row of the listbox, as plain values (so unchanged rows skip re-rendering). */
export interface SearchOption {
  kind: 'product' | 'view-all' | 'recent';
  href: string;
  text: string;
  /** Products: price in cents, the small image, and the query whose terms the name marks. */
  price?: number;
  image?: ImageAsset;
  highlight?: string;
}

/** The suggested products of a query and how many match in all. */
export interface Suggestions {
  products: readonly ProductSummary[];
  total: number;
  /** The query these answer: the one typed, or what was searched instead when it finds nothing. */
  answered: string;
  /** Set when `answered` is a correction of the query typed. */
  corrected?: string;
}

/**
 * The empty box lists the recent searches; a query lists its suggested products and, when more
 * match, 'View all {n} results'. Nothing while the first suggestions are on their way.
 */
export function headerSearchOptions(
  query: string,
  recent: readonly string[],
  suggestions: Suggestions | null,
): SearchOption[] {
  const options: SearchOption[] = [];
  if (!query) {
    for (const term of recent) options.push({ kind: 'recent', href: searchPath(term), text: term });
  } else if (suggestions) {
    for (const product of suggestions.products) {
      options.push({
        kind: 'product',
        href: productPath(product.id),
        text: product.name,
        price: product.price,
        image: product.images[0],
        highlight: suggestions.answered,
      });
    }
    if (suggestions.total > suggestions.products.length) {
      options.push({ kind: 'view-all', href: searchPath(query), text: viewAllText(suggestions.total) });
    }
  }
  return options;
}

/** The live region's text: the recent searches cleared or shown, or the current suggestions' count. */
export function headerSearchAnnouncement(state: {
  cleared: boolean;
  open: boolean;
  query: string;
  recentCount: number;
  suggestions: Suggestions | null;
  current: boolean;
}): string {
  const { cleared, open, query, recentCount, suggestions, current } = state;
  if (cleared) return words.recentCleared;
  if (open && !query && recentCount > 0) return recentAnnouncement(recentCount);
  if (open && suggestions && current) {
    return suggestionsAnnouncement(suggestions.products.length, suggestions.corrected);
  }
  return '';
}
