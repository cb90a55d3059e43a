/**
 * The catalogue's own words, for correcting a search that finds nothing (search-correction.ts):
 * every word of every product's search text (name, brand, category, description), without the
 * punctuation around it, and each part of a hyphenated word ('t-shirt' gives 't-shirt', 't' and
 * 'shirt'), with how many products use it. Built on first need, once per catalogue array.
 */
import { searchTexts } from './search-index';
import type { CategoryName, IndexedProduct } from './types';

export interface SearchVocabulary {
  /** Word -> how many products' search text has it. */
  counts: ReadonlyMap<string, number>;
  /** The words by length (UTF-16 code units), for the spelling's candidates. */
  byLength: ReadonlyMap<number, readonly string[]>;
}

const edges = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const letter = /\p{L}/u;

/** The words of one (lower-cased) search text, in order; a word may repeat. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const raw of text.split(/\s+/u)) {
    const word = raw.replace(edges, '');
    if (!letter.test(word)) continue;
    words.push(word);
    if (!word.includes('-')) continue;
    for (const part of word.split('-')) if (letter.test(part)) words.push(part);
  }
  return words;
}

function buildVocabulary(texts: readonly string[]): SearchVocabulary {
  const counts = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(wordsOf(text))) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const byLength = new Map<number, string[]>();
  for (const word of counts.keys()) {
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  return { counts, byLength };
}

const cache = new WeakMap<readonly IndexedProduct[], { categories: unknown; vocabulary: SearchVocabulary }>();

export function searchVocabulary(
  products: readonly IndexedProduct[],
  categories: readonly CategoryName[],
): SearchVocabulary {
  const cached = cache.get(products);
  if (cached && cached.categories === categories) return cached.vocabulary;
  const vocabulary = buildVocabulary(searchTexts(products, categories));
  cache.set(products, { categories, vocabulary });
  return vocabulary;
}
