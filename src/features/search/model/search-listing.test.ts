import fc from 'fast-check';
import { expect, test } from 'vitest';
import { defaultFacetChoice } from '@/domain/facet-params';
import { parseListingParams, serializeListingParams } from '@/domain/listing-params';
import { searchHref, searchListing, type SearchParams } from './search-listing';

// The search page's address through the one listing module (domain/listing-params.ts).
const defaultSearchParams = searchListing.defaults;
const parseSearchParams = (params: URLSearchParams) => parseListingParams(searchListing, params);
const serializeSearchParams = (state: Partial<SearchParams>) => serializeListingParams(searchListing, state);

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

test('defaults when the URL says nothing', () => {
  expect(parse('')).toEqual(defaultSearchParams);
  expect(defaultSearchParams).toMatchObject({ q: '', category: null, sort: 'relevance', page: 1 });
});

test('reads q (trimmed, cut to 200), price range and sort', () => {
  expect(parse('q=%20red+shirt%20&minPrice=20&maxPrice=300&sort=price-high&page=4')).toEqual({
    q: 'red shirt',
    exact: false,
    category: null,
    featured: false,
    sale: false,
    facets: defaultFacetChoice,
    minPrice: 20,
    maxPrice: 300,
    sort: 'price-high',
    page: 4,
  });
  expect(parse('q=x&page=-1').page).toBe(1);
  expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(200);
});

test('reads and writes the facets after q', () => {
  const state = parse('q=shirt&opt.Size=M&brand=Fieldloom&inStock=true');
  expect(state.facets).toEqual({
    brands: ['Fieldloom'],
    minRating: null,
    inStockOnly: true,
    options: [{ name: 'Size', values: ['M'] }],
  });
  expect(serializeSearchParams(state)).toBe('q=shirt&brand=Fieldloom&inStock=true&opt.Size=M');
});

test('exact=1 asks for the words as typed, and only with a term', () => {
  expect(parse('q=keybord&exact=1').exact).toBe(true);
  expect(parse('q=keybord&exact=yes').exact).toBe(false);
  expect(serializeSearchParams({ q: 'keybord', exact: true })).toBe('q=keybord&exact=1');
  expect(serializeSearchParams({ q: ' ', exact: true })).toBe('');
});

test('invalid values fall back to their defaults', () => {
  expect(parse('sort=featured&minPrice=-1&maxPrice=lots')).toEqual(defaultSearchParams);
  expect(parse('sort=discount-high').sort).toBe('relevance');
  expect(parse('category=books&featured=true&sale=true')).toEqual(defaultSearchParams);
});

test('serialising omits defaults', () => {
  expect(serializeSearchParams(defaultSearchParams)).toBe('');
  expect(
    serializeSearchParams({ ...defaultSearchParams, q: 'red shirt', sort: 'rating', maxPrice: 200 }),
  ).toBe('q=red+shirt&maxPrice=200&sort=rating');
  expect(searchHref('  lamp ')).toBe('/search?q=lamp');
  expect(searchHref('   ')).toBe('/search');
});

test('any query string parses to a valid state that survives a round trip', () => {
  const sorts = ['relevance', 'price-low', 'price-high', 'rating', 'newest'];
  fc.assert(
    fc.property(
      fc.dictionary(fc.constantFrom('q', 'minPrice', 'maxPrice', 'sort', 'x'), fc.string({ unit: 'binary' })),
      (record) => {
        const state = parseSearchParams(new URLSearchParams(record));
        expect(sorts).toContain(state.sort);
        expect(state.q).toBe(state.q.trim());
        expect(Array.from(state.q).length).toBeLessThanOrEqual(200);
        expect(0 <= state.minPrice && state.minPrice <= state.maxPrice && state.maxPrice <= 1500).toBe(true);
        expect(parseSearchParams(new URLSearchParams(serializeSearchParams(state)))).toEqual(state);
      },
    ),
    { numRuns: 500 },
  );
});
