import fc from 'fast-check';
import { expect, test } from 'vitest';
import { parseSaleParams, serializeSaleParams } from './sale-params';

test('discount-high is the default sort and is omitted', () => {
  expect(parseSaleParams(new URLSearchParams(''))).toEqual({ sort: 'discount-high', page: 1 });
  expect(parseSaleParams(new URLSearchParams('sort=discount-low&page=2'))).toEqual({
    sort: 'discount-low',
    page: 2,
  });
  expect(parseSaleParams(new URLSearchParams('sort=newest&page=x'))).toEqual({
    sort: 'discount-high',
    page: 1,
  });
  expect(serializeSaleParams({ sort: 'discount-high' })).toBe('');
  expect(serializeSaleParams({ sort: 'discount-high', page: 1 })).toBe('');
  expect(serializeSaleParams({ sort: 'rating' })).toBe('sort=rating');
  expect(serializeSaleParams({ sort: 'rating', page: 3 })).toBe('sort=rating&page=3');
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
