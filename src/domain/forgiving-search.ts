/**
 * The search rule with its correction (docs/shop-rules.md, Search): when the query finds products
 * they are exactly the rule's results; when it finds none and the shopper did not ask for the exact
 * words, the products of what they most likely meant (search-correction.ts), with that query.
 */
import { queryTerms } from './query-text';
import { correctTerms } from './search-correction';
import { findProducts, termOccurs } from './search-index';
import { searchVocabulary } from './search-vocabulary';
import type { CategoryName, IndexedProduct } from './types';

export interface ForgivingSearch<T> {
  /** The products of the query, or of `correctedQuery` when there is one. */
  found: T[];
  /** The query searched instead, when the one typed finds nothing. */
  correctedQuery?: string;
}

export function searchForgiving<T extends IndexedProduct>(
  products: readonly T[],
  categories: readonly CategoryName[],
  query: string,
  search: (query: string) => T[],
  options: { exact?: boolean; synonyms?: Readonly<Record<string, string>> } = {},
): ForgivingSearch<T> {
  const found = search(query);
  if (found.length > 0 || options.exact || products.length === 0) return { found };
  const terms = correctTerms(queryTerms(query), {
    occurs: (text) => termOccurs(products, categories, text),
    findsAny: (terms) => findProducts(products, categories, terms, false).length > 0,
    vocabulary: () => searchVocabulary(products, categories),
    synonyms: options.synonyms,
  });
  if (!terms) return { found };
  const correctedQuery = terms.join(' ');
  const again = search(correctedQuery);
  return again.length > 0 ? { found: again, correctedQuery } : { found };
}
