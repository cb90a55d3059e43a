/**
 * The search rule with its correction (docs/shop-rules.md, Search): when the query finds products
 * they are exactly the rule's results; when it finds none and the shopper did not ask for the exact
 * words, the products of what they most likely meant (search-correction.ts), with that query.
 */
import { queryTerms } from './query-text';
import { correctTerms } from './search-correction';
import { eachMatch, termOccurs } from './search-index';
import { searchVocabulary } from './search-vocabulary';
import type { CategoryName, IndexedProduct } from './types';

export interface ForgivingSearch<T> {
  /** The products of the query, or of `correctedQuery` when there is one. */
  found: T[];
  /** The query searched instead, when the one typed finds nothing. */
  correctedQuery?: string;
}

/** Readings already made, per catalogue (typing on rereads the same prefixes); a bounded few. */
interface Readings {
  categories: readonly CategoryName[];
  synonyms: Readonly<Record<string, string>> | undefined;
  kept: Map<string, string[] | null>;
}
const readings = new WeakMap<readonly IndexedProduct[], Readings>();
const keptReadings = 200;

function readingOf(
  source: Omit<Readings, 'kept'> & { products: readonly IndexedProduct[] },
  terms: readonly string[],
  read: () => string[] | null,
): string[] | null {
  let entry = readings.get(source.products);
  if (!entry || entry.categories !== source.categories || entry.synonyms !== source.synonyms) {
    entry = { categories: source.categories, synonyms: source.synonyms, kept: new Map() };
    readings.set(source.products, entry);
  }
  const key = terms.join(' ');
  const known = entry.kept.get(key);
  if (known !== undefined) return known;
  const reading = read();
  if (entry.kept.size >= keptReadings) entry.kept.clear();
  entry.kept.set(key, reading);
  return reading;
}

/** Whether some product contains every term (the search rule), stopping at the first. */
export function anyProductHas(
  products: readonly IndexedProduct[],
  categories: readonly CategoryName[],
  terms: readonly string[],
): boolean {
  let found = false;
  eachMatch(products, categories, terms, () => {
    found = true;
    return false;
  });
  return found;
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
  const typed = queryTerms(query);
  const { synonyms } = options;
  const vocabulary = () => searchVocabulary(products, categories);
  const terms = readingOf({ products, categories, synonyms }, typed, () =>
    correctTerms(typed, {
      occurs: (text) =>
        /\s/u.test(text) ? termOccurs(products, categories, text) : vocabulary().pieces.includes(text),
      findsAny: (terms) => anyProductHas(products, categories, terms),
      vocabulary,
      synonyms,
    }),
  );
  if (!terms) return { found };
  const correctedQuery = terms.join(' ');
  const again = search(correctedQuery);
  return again.length > 0 ? { found: again, correctedQuery } : { found };
}
