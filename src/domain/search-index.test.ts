import { expect, test } from 'vitest';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { findProducts, relevanceRank, searchEntry } from './search-index';

const products = buildCatalogue([
  { name: 'Lamp', brand: 'Acme', category: 'home', description: 'Warm light.' },
  { name: 'Desk', brand: 'Lampwerk', category: 'home', description: 'Oak.' },
  { name: 'Rug', brand: 'Weave', category: 'home', description: 'Goes with a lamp.' },
]);

test('search text is lower-cased and includes the category id and name', () => {
  const entry = searchEntry(products[0]!, 'Home & Garden');
  expect(entry.all).toBe('lamp\nacme\nhome\nhome & garden\nwarm light.');
});

test('finds in catalogue order or in relevance order', () => {
  expect(findProducts(products, testCategories, ['lamp'], false).map((p) => p.id)).toEqual(['1', '2', '3']);
  expect(findProducts(products, testCategories, ['lamp'], true).map((p) => p.id)).toEqual(['1', '2', '3']);
  expect(findProducts(products, testCategories, ['oak', 'desk'], true).map((p) => p.id)).toEqual(['2']);
  expect(findProducts(products, testCategories, [], true)).toEqual([]);
  expect(findProducts([], testCategories, ['lamp'], true)).toEqual([]);
});

test('a term never matches across two fields or two products', () => {
  expect(findProducts(products, testCategories, ['lampacme'], false)).toEqual([]);
  expect(findProducts(products, testCategories, ['light.desk'], false)).toEqual([]);
});

test('the index follows a changed category list', () => {
  const renamed = testCategories.map((c) => (c.id === 'home' ? { ...c, name: 'Living' } : c));
  expect(findProducts(products, testCategories, ['garden'], false)).toHaveLength(3);
  expect(findProducts(products, renamed, ['garden'], false)).toHaveLength(0);
  expect(findProducts(products, renamed, ['living'], false)).toHaveLength(3);
});

test('relevance rank order', () => {
  const entry = (name: string, brand = 'x', description = 'y') =>
    searchEntry(buildCatalogue([{ name, brand, description, category: 'books' }])[0]!, 'Books');
  expect(relevanceRank(entry('lamp oil'), 'lamp', ['lamp'])).toBe(0);
  expect(relevanceRank(entry('oil lamp'), 'lamp', ['lamp'])).toBe(1);
  expect(relevanceRank(entry('oil', 'lampco'), 'lamp', ['lamp'])).toBe(2);
  expect(relevanceRank(entry('oil'), 'book', ['book'])).toBe(3);
  expect(relevanceRank(entry('oil', 'x', 'a lamp'), 'lamp', ['lamp'])).toBe(4);
  expect(relevanceRank(entry('oil', 'lampco', 'y'), 'oil lamp', ['oil', 'lamp'])).toBe(5);
});
