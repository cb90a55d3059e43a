import fc from 'fast-check';
import { expect, test } from 'vitest';
import { categories, products } from 'virtual:lumina-catalogue';
import { anyProductHas } from './forgiving-search';
import { findProducts, searchTexts, termOccurs } from './search-index';
import { searchVocabulary, wordsOf } from './search-vocabulary';

const texts = searchTexts(products, categories);
const { pieces, counts } = searchVocabulary(products, categories);

test('a text without spaces is in the pieces exactly when some product has it', () => {
  const sample = fc.oneof(
    // Slices of real search texts (often across a space or a field's end), and made-up text.
    fc
      .tuple(fc.nat(texts.length - 1), fc.nat(400), fc.integer({ min: 1, max: 12 }))
      .map(([i, at, length]) => (texts[i] ?? '').slice(at, at + length).replace(/\s+/gu, '')),
    fc.string({ unit: fc.constantFrom('a', 'e', 'r', 's', 't', '-', ',', 'ö'), maxLength: 6 }),
  );
  fc.assert(
    fc.property(sample, (text) => {
      expect(pieces.includes(text)).toBe(termOccurs(products, categories, text));
    }),
    { numRuns: 500 },
  );
});

test('each word counts the products whose text has it, once a product', () => {
  const expected = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(wordsOf(text))) expected.set(word, (expected.get(word) ?? 0) + 1);
  }
  expect(new Map(counts)).toEqual(expected);
});

test('"does it find a product?" agrees with the search rule', () => {
  for (const terms of [
    ['wireless'],
    ['wireless', 'keyboard'],
    ['zzz'],
    ['tee', 'cotton'],
    ['shirt', 'zzz'],
  ]) {
    expect(anyProductHas(products, categories, terms), terms.join(' ')).toBe(
      findProducts(products, categories, terms, false).length > 0,
    );
  }
});
