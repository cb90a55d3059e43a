import fc from 'fast-check';
import { expect, test } from 'vitest';
import { normalizePriceRange, parsePriceBound, parsePriceRange, writePriceRange } from './price-range';

test('a bound is a plain whole-dollar integer clamped to 0..1500', () => {
  expect(parsePriceBound('250')).toBe(250);
  expect(parsePriceBound('0')).toBe(0);
  expect(parsePriceBound('99999')).toBe(1500);
  expect(parsePriceBound('007')).toBe(7);
  for (const bad of [null, '', 'abc', '-5', '12.5', '1e3', ' 10', '10 ', '0x10', 'Infinity', '١٢']) {
    expect(parsePriceBound(bad)).toBeNull();
  }
});

test('missing or invalid bounds take their defaults; a reversed pair is swapped', () => {
  expect(parsePriceRange(new URLSearchParams(''))).toEqual({ minPrice: 0, maxPrice: 1500 });
  expect(parsePriceRange(new URLSearchParams('minPrice=100&maxPrice=50'))).toEqual({
    minPrice: 50,
    maxPrice: 100,
  });
  expect(parsePriceRange(new URLSearchParams('minPrice=x&maxPrice=200'))).toEqual({
    minPrice: 0,
    maxPrice: 200,
  });
  expect(parsePriceRange(new URLSearchParams('minPrice=2000'))).toEqual({ minPrice: 1500, maxPrice: 1500 });
});

test('writing omits defaults and normalises', () => {
  const params = new URLSearchParams();
  writePriceRange(params, { minPrice: 0, maxPrice: 1500 });
  expect(params.toString()).toBe('');
  writePriceRange(params, { minPrice: 300.4, maxPrice: 20 });
  expect(params.toString()).toBe('minPrice=20&maxPrice=300');
  expect(normalizePriceRange({ minPrice: Number.NaN, maxPrice: -4 })).toEqual({ minPrice: 0, maxPrice: 0 });
});

test('any URL gives a valid range', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (min, max) => {
      const params = new URLSearchParams();
      params.set('minPrice', min);
      params.set('maxPrice', max);
      const range = parsePriceRange(params);
      expect(Number.isInteger(range.minPrice) && Number.isInteger(range.maxPrice)).toBe(true);
      expect(0 <= range.minPrice && range.minPrice <= range.maxPrice && range.maxPrice <= 1500).toBe(true);
    }),
    { numRuns: 500 },
  );
});
