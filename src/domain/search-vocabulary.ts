/**
 * The catalogue's own words, for correcting a search that finds nothing (search-correction.ts):
 * every word of every product's search text (name, brand, category, description), without the
 * punctuation around it, and each part of a hyphenated word ('t-shirt' gives 't-shirt', 't' and
 * 'shirt'), with how many products use it. Built on first need, once per catalogue array.
 *
 * Speed: the search texts hold a few thousand distinct pieces between spaces however many products
 * there are, so each piece is turned into words once, and the correction's many "does the
 * catalogue have this text?" questions are asked of those pieces (`pieces`) instead of every text.
 */
import { searchTexts } from './search-index';
import type { CategoryName, IndexedProduct } from './types';

export interface SearchVocabulary {
  /** Word -> how many products' search text has it. */
  counts: ReadonlyMap<string, number>;
  /** The words by length (UTF-16 code units), for the spelling's candidates. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /**
   * Every distinct piece of the search texts between whitespace, each followed by '\n': a text
   * without whitespace is in some product's search text exactly when it is in `pieces`.
   */
  pieces: string;
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

/** A word's count so far, and the last product (by position) that counted it. */
interface Tally {
  count: number;
  last: number;
}

function buildVocabulary(texts: readonly string[]): SearchVocabulary {
  const wordsOfPiece = new Map<string, string[]>();
  const tallies = new Map<string, Tally>();
  texts.forEach((text, product) => {
    for (const piece of text.split(/\s+/u)) {
      let words = wordsOfPiece.get(piece);
      if (!words) {
        words = wordsOf(piece);
        wordsOfPiece.set(piece, words);
      }
      for (const word of words) {
        const tally = tallies.get(word);
        if (!tally) tallies.set(word, { count: 1, last: product });
        else if (tally.last !== product) {
          tally.count += 1;
          tally.last = product;
        }
      }
    }
  });
  const counts = new Map<string, number>();
  const byLength = new Map<number, string[]>();
  for (const [word, { count }] of tallies) {
    counts.set(word, count);
    const same = byLength.get(word.length);
    if (same) same.push(word);
    else byLength.set(word.length, [word]);
  }
  let pieces = '';
  for (const piece of wordsOfPiece.keys()) pieces += `${piece}\n`;
  return { counts, byLength, pieces };
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
