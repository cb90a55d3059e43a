import { describe, expect, test } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import type { Product } from '@/domain/types';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { searchListing, type SearchParams } from './search-listing';
import { answerCatalogueQuery, catalogueIndex } from '@/domain/catalogue-query';
import type { Category } from '@/domain/types';
import { searchRequest } from './search-results';

const defaultSearchParams = searchListing.defaults;
import { outsideRangeText, resultCountText, searchHeading, searchTitle } from './search-text';
import { recentAnnouncement, suggestionsAnnouncement, viewAllText } from './suggestion-text';

const ids = (products: readonly { id: string }[]) => products.map((p) => p.id);

/** The page's results as the catalogue worker answers its request. */
function searchResults(products: readonly Product[], categories: readonly Category[], params: SearchParams) {
  const answer = answerCatalogueQuery(catalogueIndex(products, categories), searchRequest(params));
  return { products: answer.items, matchCount: answer.matchCount };
}
const shop = (params: Partial<SearchParams>) =>
  searchResults(getAllProducts(), getAllCategories(), { ...defaultSearchParams, ...params });

describe('matching and ranking', () => {
  const local = buildCatalogue([
    { name: 'Rug', brand: 'Weave', category: 'home', description: 'Goes well with a lamp.' },
    { name: 'Mat', brand: 'Lampco', category: 'home', description: 'Plain.' },
    { name: 'Chair', brand: 'Seat', category: 'books', description: 'Plain.' },
    { name: 'Floor Lamp', brand: 'Lumo', category: 'home', description: 'Tall.' },
    { name: 'Lamp Oil', brand: 'Lumo', category: 'home', description: 'For lamps.' },
    { name: 'Desk Lamp', brand: 'Lumo', category: 'home', description: 'Has a shade.' },
  ]);
  const find = (q: string) =>
    ids(searchResults(local, testCategories, { ...defaultSearchParams, q }).products);

  test('name before brand before category before description; catalogue order on ties', () => {
    // name starts with (5), name contains (4, 6 in catalogue order), brand (2), description (1).
    expect(find('lamp')).toEqual(['5', '4', '6', '2', '1']);
    // category name ('Books') ranks after a brand match, before a description match.
    const cats = buildCatalogue([
      { name: 'Pen', brand: 'Ink', category: 'home', description: 'Writes books.' },
      { name: 'Novel', brand: 'Press', category: 'books', description: 'Plain.' },
      { name: 'Shelf', brand: 'Bookends', category: 'home', description: 'Plain.' },
      { name: 'Bookmark', brand: 'Ink', category: 'home', description: 'Plain.' },
    ]);
    const found = searchResults(cats, testCategories, { ...defaultSearchParams, q: 'book' });
    expect(ids(found.products)).toEqual(['4', '3', '2', '1']);
  });

  test('every term must match (in any field), case-insensitively, whatever the spacing', () => {
    expect(find('LUMO   shade')).toEqual(['6']);
    expect(find(' lamp tall ')).toEqual(['4']);
    expect(find('lamp sofa')).toEqual([]);
  });

  test('a blank query finds nothing', () => {
    expect(find('')).toEqual([]);
    expect(find('   ')).toEqual([]);
  });
});

describe('the shop catalogue', () => {
  test('brand and name matches: "aurora" finds the book by name first, then the brand in catalogue order', () => {
    expect(ids(shop({ q: 'aurora' }).products)).toEqual(['20', '1', '6', '16']);
  });

  test('"wireless" finds four products whose names start with it, in catalogue order', () => {
    expect(ids(shop({ q: 'Wireless' }).products)).toEqual(['1', '11', '16', '19']);
  });

  test('"classic" matches 7 products; "organic" matches 4', () => {
    expect(
      shop({ q: 'classic' })
        .products.map((p) => p.id)
        .sort(),
    ).toEqual(['13', '18', '2', '21', '3', '5', '8'].sort());
    expect(shop({ q: 'organic' }).products).toHaveLength(4);
  });

  test('the price range applies inclusively in dollars and keeps the sort', () => {
    const all = shop({ q: 'wireless', sort: 'price-low' });
    expect(all.products.map((p) => p.price)).toEqual([7999, 8999, 14999, 24999]);
    const cheap = shop({ q: 'wireless', sort: 'price-low', maxPrice: 90 });
    expect(ids(cheap.products)).toEqual(['11', '16']);
    expect(cheap.matchCount).toBe(4);
    expect(ids(shop({ q: 'wireless', minPrice: 80, maxPrice: 149 }).products)).toEqual(['16']);
  });

  test('sorts: price high, rating, newest', () => {
    const prices = (sort: SearchParams['sort']) => shop({ q: 'classic', sort }).products.map((p) => p.price);
    const high = prices('price-high');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const ratings = shop({ q: 'classic', sort: 'rating' }).products.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const newest = ids(shop({ q: 'classic', sort: 'newest' }).products);
    expect(newest).toEqual([...newest].sort((a, b) => Number(b) - Number(a)));
  });

  test('hostile or huge queries are just text', () => {
    expect(shop({ q: '<img src=x onerror=alert(1)>' }).products).toEqual([]);
    expect(shop({ q: 'x'.repeat(10_000) }).products).toEqual([]);
    expect(shop({ q: '.*+?^${}()|[]\\' }).products).toEqual([]);
  });
});

test('texts', () => {
  expect(searchHeading('lamp')).toBe('Search results for "lamp"');
  expect(searchTitle('lamp')).toBe('Search: lamp');
  expect(searchTitle('')).toBe('Search');
  expect(resultCountText(1)).toBe('1 product found');
  expect(resultCountText(0)).toBe('0 products found');
  expect(resultCountText(7)).toBe('7 products found');
  expect(viewAllText(7)).toBe('View all 7 results');
  expect(suggestionsAnnouncement(0)).toBe('No products found');
  expect(suggestionsAnnouncement(1)).toBe('1 suggestion');
  expect(suggestionsAnnouncement(5)).toBe('5 suggestions');
  expect(recentAnnouncement(1)).toBe('1 recent search');
  expect(recentAnnouncement(3)).toBe('3 recent searches');
  expect(outsideRangeText(1)).toMatch(/^1 product matches your search outside this price range/);
  expect(outsideRangeText(4)).toMatch(/^4 products match your search/);
});
