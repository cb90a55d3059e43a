import fc from 'fast-check';
import { expect, test } from 'vitest';
import { defaultFacetChoice } from '@/domain/facet-params';
import {
  listingHref,
  listingParamKeys,
  parseListingParams,
  serializeListingParams,
} from '@/domain/listing-params';
import type { CategoryId } from '@/domain/types';
import { type ProductsParams, productsListing } from './products-listing';

// The products page's address through the one listing module (domain/listing-params.ts).
const defaultProductsParams = productsListing.defaults;
const parseProductsParams = (params: URLSearchParams, ids: Iterable<CategoryId>) =>
  parseListingParams(productsListing, params, ids);
const serializeProductsParams = (state: Partial<ProductsParams>) =>
  serializeListingParams(productsListing, state);
const productsHref = (state: Partial<ProductsParams>) => listingHref(productsListing, state);

const categoryIds: CategoryId[] = ['electronics', 'clothing', 'home', 'sports', 'books', 'beauty'];
const parse = (query: string) => parseProductsParams(new URLSearchParams(query), categoryIds);

test('defaults when the URL says nothing', () => {
  expect(parse('')).toEqual(defaultProductsParams);
  expect(defaultProductsParams).toMatchObject({ q: '', category: null, sort: 'featured', page: 1 });
});

test('reads every valid value', () => {
  expect(
    parse('category=home&featured=true&sale=true&minPrice=10&maxPrice=90&sort=price-low&page=3'),
  ).toEqual({
    q: '',
    exact: false,
    category: 'home',
    featured: true,
    sale: true,
    facets: defaultFacetChoice,
    minPrice: 10,
    maxPrice: 90,
    sort: 'price-low',
    page: 3,
  });
});

test('invalid values, and the keys of the other listings, fall back to their defaults', () => {
  expect(parse('category=toys&featured=1&sale=TRUE&minPrice=abc&maxPrice=-3&sort=cheapest')).toEqual(
    defaultProductsParams,
  );
  expect(parse('q=lamp&exact=1')).toEqual(defaultProductsParams);
  expect(parse('category=all').category).toBeNull();
  expect(parse('category=Home').category).toBeNull();
  expect(parse('sort=relevance').sort).toBe('featured');
  for (const page of ['0', '-2', 'abc', '2.5', '1e3', '9999999', ''])
    expect(parse(`page=${page}`).page, page).toBe(1);
});

test('the facets sit between the flags and the price range in the URL', () => {
  const state = parse('sort=rating&opt.Colour=Navy&category=clothing&rating=3&brand=Fieldloom');
  expect(state.facets).toEqual({
    brands: ['Fieldloom'],
    minRating: 3,
    inStockOnly: false,
    options: [{ name: 'Colour', values: ['Navy'] }],
  });
  expect(serializeProductsParams(state)).toBe(
    'category=clothing&brand=Fieldloom&rating=3&opt.Colour=Navy&sort=rating',
  );
});

test('out-of-range prices are clamped and a reversed range is swapped', () => {
  expect(parse('minPrice=5000&maxPrice=3000')).toMatchObject({ minPrice: 1500, maxPrice: 1500 });
  expect(parse('minPrice=400&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 400 });
});

test('serialising omits defaults and keeps a stable order', () => {
  expect(serializeProductsParams(defaultProductsParams)).toBe('');
  expect(
    serializeProductsParams({ ...defaultProductsParams, sort: 'rating', category: 'books', sale: true }),
  ).toBe('category=books&sale=true&sort=rating');
  expect(productsHref({ featured: true })).toBe('/products?featured=true');
  expect(productsHref({})).toBe('/products');
  expect(productsHref({ category: 'books', page: 2 })).toBe('/products?category=books&page=2');
  expect(productsHref({ page: 1 })).toBe('/products');
  expect(productsHref({ minPrice: 50, maxPrice: 20 })).toBe('/products?minPrice=20&maxPrice=50');
});

test("the keys the page reads, for the inline script that hides a list not yet the address's", () => {
  expect(listingParamKeys(productsListing)).toEqual([
    'category',
    'featured',
    'sale',
    'brand',
    'rating',
    'inStock',
    'minPrice',
    'maxPrice',
    'sort',
    'page',
  ]);
});

// A property test: allow for a busy machine.
test('any query string parses to a valid state that survives a round trip', { timeout: 30_000 }, () => {
  const sorts = ['featured', 'price-low', 'price-high', 'rating', 'newest'];
  const value = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.constantFrom('true', 'home', 'rating', '100', '1500', '0'),
  );
  fc.assert(
    fc.property(
      fc.dictionary(
        fc.constantFrom(
          'category',
          'featured',
          'sale',
          'minPrice',
          'maxPrice',
          'sort',
          'q',
          'brand',
          'rating',
          'inStock',
          'opt.Size',
        ),
        value,
      ),
      (record) => {
        const state = parseProductsParams(new URLSearchParams(record), categoryIds);
        expect(state.category === null || categoryIds.includes(state.category)).toBe(true);
        expect(sorts).toContain(state.sort);
        expect(typeof state.featured).toBe('boolean');
        expect(state.q).toBe('');
        expect(0 <= state.minPrice && state.minPrice <= state.maxPrice && state.maxPrice <= 1500).toBe(true);
        const again = parseProductsParams(new URLSearchParams(serializeProductsParams(state)), categoryIds);
        expect(again).toEqual(state);
      },
    ),
    { numRuns: 500 },
  );
});
