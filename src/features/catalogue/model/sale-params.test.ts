import fc from 'fast-check';
import { expect, test } from 'vitest';
import { defaultFacetChoice } from '@/domain/facet-params';
import {
  defaultSaleParams,
  parseSaleParams,
  saleFilterCount,
  saleRequest,
  serializeSaleParams,
} from './sale-params';

test('discount-high is the default sort and is omitted', () => {
  expect(parseSaleParams(new URLSearchParams(''))).toEqual(defaultSaleParams);
  expect(defaultSaleParams).toEqual({ facets: defaultFacetChoice, sort: 'discount-high', page: 1 });
  expect(parseSaleParams(new URLSearchParams('sort=discount-low&page=2'))).toEqual({
    facets: defaultFacetChoice,
    sort: 'discount-low',
    page: 2,
  });
  expect(parseSaleParams(new URLSearchParams('sort=newest&page=x'))).toEqual(defaultSaleParams);
  expect(serializeSaleParams({ sort: 'discount-high' })).toBe('');
  expect(serializeSaleParams({ sort: 'discount-high', page: 1 })).toBe('');
  expect(serializeSaleParams({ sort: 'rating' })).toBe('sort=rating');
  expect(serializeSaleParams({ sort: 'rating', page: 3 })).toBe('sort=rating&page=3');
});

test('the facets narrow the sale, are counted on the Filters button and asked of the catalogue with their counts', () => {
  const state = parseSaleParams(new URLSearchParams('rating=4&brand=Vantor&brand=Fieldloom&sort=rating'));
  expect(serializeSaleParams(state)).toBe('brand=Vantor&brand=Fieldloom&rating=4&sort=rating');
  expect(saleFilterCount(state)).toBe(3);
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
