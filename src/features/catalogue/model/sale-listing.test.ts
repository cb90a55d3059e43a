import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  listingFilterCount,
  listingHref,
  listingParamKeys,
  parseListingParams,
  serializeListingParams,
  type ListingParams,
} from '@/domain/listing-params';
import type { SaleSort } from '@/domain/product-query';
import { saleListing, saleRequest } from './sale-listing';

// The sale page's address through the one listing module (domain/listing-params.ts).
const defaultSaleParams = saleListing.defaults;
const parseSaleParams = (params: URLSearchParams) => parseListingParams(saleListing, params);
const serializeSaleParams = (state: Partial<ListingParams<SaleSort>>) =>
  serializeListingParams(saleListing, state);

test('discount-high is the default sort and is omitted', () => {
  expect(parseSaleParams(new URLSearchParams(''))).toEqual(defaultSaleParams);
  expect(defaultSaleParams).toMatchObject({ q: '', category: null, sort: 'discount-high', page: 1 });
  expect(parseSaleParams(new URLSearchParams('sort=discount-low&page=2'))).toEqual({
    ...defaultSaleParams,
    sort: 'discount-low',
    page: 2,
  });
  expect(parseSaleParams(new URLSearchParams('sort=newest&page=x'))).toEqual(defaultSaleParams);
  expect(serializeSaleParams({ sort: 'discount-high' })).toBe('');
  expect(serializeSaleParams({ sort: 'discount-high', page: 1 })).toBe('');
  expect(serializeSaleParams({ sort: 'rating' })).toBe('sort=rating');
  expect(serializeSaleParams({ sort: 'rating', page: 3 })).toBe('sort=rating&page=3');
  expect(listingHref(saleListing, { sort: 'rating' })).toBe('/sale?sort=rating');
  expect(listingHref(saleListing, {})).toBe('/sale');
});

test("the keys the page reads, for the inline script that hides a list not yet the address's", () => {
  expect(listingParamKeys(saleListing)).toEqual(['brand', 'rating', 'inStock', 'sort', 'page']);
});

test('the sale reads no term, category, flag or price range, and writes none', () => {
  const others = 'q=lamp&exact=1&category=books&featured=true&sale=true&minPrice=10&maxPrice=90';
  expect(parseSaleParams(new URLSearchParams(others))).toEqual(defaultSaleParams);
  expect(
    serializeSaleParams({ q: 'lamp', category: 'books', featured: true, sale: true, minPrice: 10 }),
  ).toBe('');
});

test('the facets narrow the sale, are counted on the Filters button and asked of the catalogue with their counts', () => {
  const state = parseSaleParams(new URLSearchParams('rating=4&brand=Vantor&brand=Fieldloom&sort=rating'));
  expect(serializeSaleParams(state)).toBe('brand=Vantor&brand=Fieldloom&rating=4&sort=rating');
  expect(listingFilterCount(state)).toBe(3);
  expect(saleRequest(state)).toEqual({
    kind: 'sale',
    sort: 'rating',
    page: 1,
    filter: { brands: ['Vantor', 'Fieldloom'], minRating: 4 },
    facets: true,
  });
});

// A property test: allow for a busy machine.
test('any sort value parses to a known sort', { timeout: 30_000 }, () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (sort) => {
      const state = parseSaleParams(new URLSearchParams({ sort }));
      expect(['discount-high', 'discount-low', 'price-low', 'price-high', 'rating']).toContain(state.sort);
    }),
    { numRuns: 500 },
  );
});
