import fc from 'fast-check';
import { expect, test } from 'vitest';
import { categories, products } from 'virtual:lumina-catalogue';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { catalogueDataFiles, prefixFiles } from './catalogue-data-files';
import { decodeCatalogueIndex } from './catalogue-index-file';
import { prefixFileCount } from './catalogue-data-paths';
import { answerCatalogueQuery, catalogueIndex } from './catalogue-query';
import { suggestionRequest } from './catalogue-request';
import { answerFromPrefixFile, prefixKey, type PrefixFile } from './suggestion-prefixes';

/** The answer the header gets from the prefix files for `query` (which must be a short one). */
function fromFiles(files: readonly PrefixFile[], query: string) {
  const found = prefixKey(query);
  if (!found) throw new Error(`not a prefix query: ${query}`);
  const file = files[Number(/(\d+)\.json$/.exec(found.url)?.[1])];
  if (!file) throw new Error(`no file ${found.url}`);
  return answerFromPrefixFile(file, found.key);
}

test('only one term of one or two UTF-16 code units is a prefix query', () => {
  expect(prefixKey(' A ')).toEqual({ url: `/data/suggest/${97 % prefixFileCount}.json`, key: 'a' });
  expect(prefixKey('Ab')?.key).toBe('ab');
  expect(prefixKey('😀')?.key).toBe('😀');
  expect(prefixKey('😀x')).toBeNull();
  expect(prefixKey('abc')).toBeNull();
  expect(prefixKey('a b')).toBeNull();
  expect(prefixKey('   ')).toBeNull();
});

test('the demo: every short query gets what the catalogue answers', () => {
  const index = catalogueIndex(products, categories);
  const files = prefixFiles(index);
  expect(files).toHaveLength(prefixFileCount);
  for (const query of ['a', 'W', 'wi', 'z', 'zz', '&', '9', 'é', '🙂', 'on']) {
    expect(fromFiles(files, query)).toEqual(answerCatalogueQuery(index, suggestionRequest(query)));
  }
  // The files the build writes: the index's two parts and one JSON file per prefix file number.
  const written = catalogueDataFiles(index);
  expect([...written.keys()]).toHaveLength(2 + prefixFileCount);
  const read = (path: string) => JSON.parse(written.get(path) ?? '') as never;
  expect(decodeCatalogueIndex(read('/data/catalogue.json'), read('/data/catalogue-cards.json'))).toEqual(
    index,
  );
});

test('property: for any catalogue and any short query, the files agree with the rule', () => {
  // Characters include an emoji and half of one: the search compares UTF-16 code units.
  const char = fc.constantFrom('a', 'b', 'A', 'B', '&', 'é', '1', ' ', '😀', '\ude00');
  const word = fc.array(char, { minLength: 1, maxLength: 4 }).map((c) => c.join(''));
  const productArb = fc.record({
    name: word,
    brand: word,
    description: fc.array(word, { maxLength: 3 }).map((w) => w.join(' ')),
    category: fc.constantFrom(...testCategories.map((c) => c.id)),
  });
  const queryArb = fc
    .array(fc.constantFrom('a', 'B', '&', 'é', '1', 'x', 'o', '😀', '\ude00', '\ud83d'), {
      minLength: 1,
      maxLength: 2,
    })
    .map((c) => ` ${c.join('')} `)
    .filter((query) => prefixKey(query) !== null);
  fc.assert(
    fc.property(
      fc.array(productArb, { maxLength: 14 }),
      fc.array(queryArb, { minLength: 1, maxLength: 5 }),
      (items, queries) => {
        const index = catalogueIndex(buildCatalogue(items), testCategories);
        const files = prefixFiles(index);
        for (const query of queries) {
          expect(fromFiles(files, query)).toEqual(answerCatalogueQuery(index, suggestionRequest(query)));
        }
      },
    ),
    { numRuns: 300 },
  );
});
