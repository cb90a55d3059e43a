import fc from 'fast-check';
import { expect, test } from 'vitest';
import { categories, products } from 'virtual:lumina-catalogue';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { answerCatalogueQuery, catalogueIndex } from './catalogue-query';
import { suggestionRequest } from './catalogue-request';
import { searchForgiving } from './forgiving-search';
import { searchProducts } from './product-query';
import { numberForms } from './search-correction';
import { wordsOf } from './search-vocabulary';

const index = catalogueIndex(products, categories);
const search = (query: string, options: { exact?: boolean; synonyms?: Record<string, string> } = {}) =>
  searchForgiving(products, categories, query, (q) => searchProducts(products, categories, q), options);
const names = (query: string) => search(query).found.map((p) => p.name);

test("a shopper's slips find what they meant", () => {
  expect(search('keyboards').correctedQuery).toBe('keyboard');
  expect(search('jackets').correctedQuery).toBe('jacket');
  expect(search('hedphones').correctedQuery).toBe('headphones');
  expect(search('keybord').correctedQuery).toBe('keyboard');
  expect(search('runing').correctedQuery).toBe('running');
  expect(search('tshirt').correctedQuery).toBe('t-shirt');
  expect(names('keyboards')).toEqual(['Wireless Mechanical Keyboard']);
  expect(names('hedphones')).toEqual(['Wireless Noise-Cancelling Headphones']);
  expect(names('runing shoes')).toEqual(['TrailFlex Running Shoes']);
  expect(names('tshirt')).toEqual(['Organic Cotton Crew Tee']);
});

test('a query the rule answers is never corrected, and its results are exactly the rule’s', () => {
  const words = [...new Set(products.flatMap((p) => wordsOf(p.name.toLowerCase())))];
  fc.assert(
    fc.property(fc.constantFrom(...words), fc.constantFrom(...words), (a, b) => {
      for (const query of [a, `${a} ${b}`, a.slice(0, 3)]) {
        const exact = searchProducts(products, categories, query);
        if (exact.length === 0) continue;
        const answer = search(query);
        expect(answer.correctedQuery).toBeUndefined();
        expect(answer.found).toEqual(exact);
      }
    }),
  );
});

/** Every way to slip one letter in `word`: changed, dropped, added, or two neighbours swapped. */
function slips(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < word.length; i++) {
    out.add(word.slice(0, i) + word.slice(i + 1));
    out.add(`${word.slice(0, i)}q${word.slice(i + 1)}`);
    out.add(`${word.slice(0, i)}z${word.slice(i)}`);
    if (i + 1 < word.length) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  out.delete(word);
  return [...out];
}

test('every product is found by its own name with one letter slipped in any word of 4 or more letters', () => {
  let corrected = 0;
  for (const product of products) {
    const name = product.name.toLowerCase();
    const words = name.split(' ');
    words.forEach((word, w) => {
      if (Array.from(word).length < 4) return;
      for (const slip of slips(word)) {
        const query = [...words.slice(0, w), slip, ...words.slice(w + 1)].join(' ');
        const answer = search(query);
        // When the slip is itself text the catalogue has, the rule's results stand.
        if (searchProducts(products, categories, query).length > 0) continue;
        corrected += 1;
        expect(
          answer.found.map((p) => p.id),
          query,
        ).toContain(product.id);
      }
    });
  }
  expect(corrected).toBeGreaterThan(500);
});

test('the singular and plural of every category name find its products', () => {
  for (const category of categories) {
    for (const word of wordsOf(category.name.toLowerCase())) {
      if (word.length < 4) continue;
      for (const form of [word, ...numberForms(word)]) {
        const answer = search(form);
        const found = answer.found.map((p) => p.category);
        expect(found, form).toContain(category.id);
      }
    }
  }
});

test('singular and plural forms', () => {
  expect(numberForms('keyboards')).toEqual(['keyboard']);
  expect(numberForms('batteries')).toContain('battery');
  expect(numberForms('battery')).toContain('batteries');
  expect(numberForms('knives')).toContain('knife');
  expect(numberForms('watches')).toContain('watch');
  expect(numberForms('lamp')).toEqual(['lamps', 'lampes']);
});

test('what cannot be meant finds nothing, and exact asks for the words as typed', () => {
  expect(search('zzqxv').found).toEqual([]);
  expect(search('keybord', { exact: true })).toEqual({ found: [] });
  expect(search('x'.repeat(200)).found).toEqual([]);
  expect(search('a b c d e f keybord').correctedQuery).toBeUndefined();
  expect(search('wireless keybord').correctedQuery).toBe('wireless keyboard');
  // Each word is read with the others: 'wool' would be 'wood' alone, but the coat is wool.
  expect(search('clasic wool overcoat').found.map((p) => p.id)).toEqual(['13']);
});

test('short words are only corrected by a synonym, and synonyms come first', () => {
  expect(search('zx').found).toEqual([]);
  const synonyms = { zx: 'camera', sneakers: 'running shoes', qqqq: 'zzqxv' };
  expect(search('zx', { synonyms }).correctedQuery).toBe('camera');
  expect(search('sneakers', { synonyms }).correctedQuery).toBe('running shoes');
  expect(search('qqqq', { synonyms }).found).toEqual([]);
  expect(search('__proto__', { synonyms }).found).toEqual([]);
});

test('a reading once made is kept for its catalogue, and only with the same synonyms', () => {
  const first = search('keybord');
  expect(search('keybord')).toEqual(first);
  expect(first.correctedQuery).toBe('keyboard');
  // The same catalogue with a synonym for the slip: read by the synonym, not by what was kept.
  expect(search('keybord', { synonyms: { keybord: 'camera' } }).correctedQuery).toBe('camera');
  expect(search('keybord').correctedQuery).toBe('keyboard');
});

test('words split or joined at hyphens and spaces', () => {
  const catalogue = buildCatalogue([
    { name: 'Tshirt Classic', category: 'home' },
    { name: 'Key Board Cover', category: 'home' },
    { name: 'Pour-over kettle', category: 'home' },
  ]);
  const find = (query: string) =>
    searchForgiving(catalogue, testCategories, query, (q) => searchProducts(catalogue, testCategories, q));
  expect(find('t-shirt').correctedQuery).toBe('tshirt');
  expect(find('keyboard').correctedQuery).toBe('key board');
  expect(find('pourover').correctedQuery).toBe('pour-over');
});

test("the header's suggestions and the search page answer a slip the same way", () => {
  const suggestions = answerCatalogueQuery(index, suggestionRequest('keybord'));
  expect(suggestions.correctedQuery).toBe('keyboard');
  expect(suggestions.items.map((p) => p.id)).toEqual(['19']);
  const exact = {
    kind: 'search',
    query: 'keybord',
    sort: 'relevance',
    page: 1,
    perPage: 5,
    exact: true,
  } as const;
  expect(answerCatalogueQuery(index, exact).total).toBe(0);
});
