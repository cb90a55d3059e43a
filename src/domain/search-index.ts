/**
 * Product search internals: each product's lower-cased search text, built once per catalogue array
 * (a WeakMap keyed by the array, treated as immutable), matching and relevance ranking. All entries
 * are joined into one string, so the longest term is found with native `indexOf` calls that jump to
 * the next entry after each hit; the other terms only test the entries that survived. The fields are
 * laid out in rank order (name, brand, category, description), so for a one-word query the first
 * hit's position also gives the relevance rank.
 */
import type { CategoryName, IndexedProduct } from './types';

export interface SearchEntry<T extends IndexedProduct = IndexedProduct> {
  product: T;
  name: string;
  brand: string;
  /** Category id and category name. */
  category: string;
  description: string;
  /** name, brand, category, description joined by '\n'; a term has no whitespace, so never spans two. */
  all: string;
  /** End offsets of name, brand and category inside `all`. */
  nameEnd: number;
  brandEnd: number;
  categoryEnd: number;
}

interface SearchIndex {
  categories: readonly CategoryName[];
  entries: SearchEntry[];
  /** Every `all` followed by '\n'. */
  text: string;
  /** starts[i] = offset of entry i in `text`; starts[n] = text.length. */
  starts: Int32Array;
}

const cache = new WeakMap<readonly IndexedProduct[], SearchIndex>();

export function searchEntry<T extends IndexedProduct>(product: T, categoryName: string): SearchEntry<T> {
  const name = product.name.toLowerCase();
  const brand = product.brand.toLowerCase();
  const category = `${product.category}\n${categoryName}`.toLowerCase();
  const description = product.description.toLowerCase();
  const nameEnd = name.length;
  const brandEnd = nameEnd + 1 + brand.length;
  const categoryEnd = brandEnd + 1 + category.length;
  const all = `${name}\n${brand}\n${category}\n${description}`;
  return { product, name, brand, category, description, all, nameEnd, brandEnd, categoryEnd };
}

function buildIndex(products: readonly IndexedProduct[], categories: readonly CategoryName[]): SearchIndex {
  const names = new Map<string, string>(categories.map((c) => [c.id, c.name]));
  const entries = products.map((p) => searchEntry(p, names.get(p.category) ?? ''));
  const starts = new Int32Array(entries.length + 1);
  let offset = 0;
  entries.forEach((entry, i) => {
    starts[i] = offset;
    offset += entry.all.length + 1;
  });
  starts[entries.length] = offset;
  return { categories, entries, text: entries.map((e) => `${e.all}\n`).join(''), starts };
}

function indexFor(products: readonly IndexedProduct[], categories: readonly CategoryName[]): SearchIndex {
  const cached = cache.get(products);
  if (cached && cached.categories === categories) return cached;
  const index = buildIndex(products, categories);
  cache.set(products, index);
  return index;
}

/** Whether any product's search text contains `term` (lower-case, no whitespace): the rule for one term. */
export function termOccurs(
  products: readonly IndexedProduct[],
  categories: readonly CategoryName[],
  term: string,
): boolean {
  return indexFor(products, categories).text.includes(term);
}

/** Each product's search text (`SearchEntry.all`), in catalogue order. */
export function searchTexts(
  products: readonly IndexedProduct[],
  categories: readonly CategoryName[],
): readonly string[] {
  return indexFor(products, categories).entries.map((entry) => entry.all);
}

/** The entry containing text offset `at`, searching entries `from` onwards (binary search). */
function entryAt(starts: Int32Array, at: number, from: number): number {
  let lo = from;
  let hi = starts.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function everyTermIn(haystack: string, terms: readonly string[]): boolean {
  for (const term of terms) if (!haystack.includes(term)) return false;
  return true;
}

function containsAll(field: string, phrase: string, terms: readonly string[]): boolean {
  return field.includes(phrase) || (terms.length > 1 && everyTermIn(field, terms));
}

/**
 * Relevance rank, lower first: 0 name starts with the query; 1 name contains the query (or every
 * term); 2 brand contains it (or every term); 3 category id or name; 4 description; 4+k (k >= 1)
 * when the terms are spread over several fields and k of them are missing from the name.
 */
export function relevanceRank(entry: SearchEntry, phrase: string, terms: readonly string[]): number {
  if (entry.name.startsWith(phrase)) return 0;
  if (containsAll(entry.name, phrase, terms)) return 1;
  if (containsAll(entry.brand, phrase, terms)) return 2;
  if (containsAll(entry.category, phrase, terms)) return 3;
  if (containsAll(entry.description, phrase, terms)) return 4;
  let missing = 0;
  for (const term of terms) if (!entry.name.includes(term)) missing += 1;
  return 4 + missing;
}

/** relevanceRank for a one-word query, from the offset of its first hit inside `entry.all`. */
function rankFromOffset(entry: SearchEntry, offset: number): number {
  if (offset === 0) return 0;
  if (offset < entry.nameEnd) return 1;
  if (offset < entry.brandEnd) return 2;
  if (offset < entry.categoryEnd) return 3;
  return 4;
}

/**
 * Each entry containing every term (lower-case, non-empty, no whitespace), in catalogue order, with
 * the offset of the longest term's first hit in it; stops when `visit` returns false.
 */
export function eachMatch(
  products: readonly IndexedProduct[],
  categories: readonly CategoryName[],
  terms: readonly string[],
  visit: (entry: SearchEntry, offset: number) => boolean,
): void {
  const { entries, text, starts } = indexFor(products, categories);
  if (terms.length === 0 || entries.length === 0) return;
  let first = terms[0] ?? '';
  for (const term of terms) if (term.length > first.length) first = term;
  const rest = terms.filter((term) => term !== first);
  let from = 0;
  let at = text.indexOf(first);
  while (at !== -1) {
    const i = entryAt(starts, at, from);
    const entry = entries[i];
    if (entry && everyTermIn(entry.all, rest) && !visit(entry, at - (starts[i] ?? 0))) return;
    from = i + 1;
    if (from >= entries.length) return;
    at = text.indexOf(first, starts[from]);
  }
}

/**
 * Products containing every term (lower-case, non-empty, no whitespace), in catalogue order, or in
 * relevance order (ties in catalogue order) when `ranked`.
 */
export function findProducts<T extends IndexedProduct>(
  products: readonly T[],
  categories: readonly CategoryName[],
  terms: readonly string[],
  ranked: boolean,
): T[] {
  const oneWord = terms.length === 1;
  const phrase = terms.join(' ');
  const found: T[] = [];
  const ranks = ranked ? new Uint16Array(products.length) : null;
  eachMatch(products, categories, terms, (entry, offset) => {
    if (ranks) {
      ranks[found.length] = oneWord ? rankFromOffset(entry, offset) : relevanceRank(entry, phrase, terms);
    }
    found.push(entry.product as T); // the entries were built from `products`
    return true;
  });
  return ranks ? sortByRank(found, ranks, 5 + terms.length) : found;
}

/** Counting sort of `items` by `ranks` (each below `rankCount`); equal ranks keep their order. */
function sortByRank<T>(items: readonly T[], ranks: Uint16Array, rankCount: number): T[] {
  const next = new Int32Array(rankCount + 1);
  for (let k = 0; k < items.length; k++) {
    const slot = (ranks[k] ?? 0) + 1;
    next[slot] = (next[slot] ?? 0) + 1;
  }
  for (let r = 1; r <= rankCount; r++) next[r] = (next[r] ?? 0) + (next[r - 1] ?? 0);
  const sorted = items.slice();
  items.forEach((item, k) => {
    const r = ranks[k] ?? 0;
    const at = next[r] ?? 0;
    sorted[at] = item;
    next[r] = at + 1;
  });
  return sorted;
}
