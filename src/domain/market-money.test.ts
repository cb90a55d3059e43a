import fc from 'fast-check';
import { expect, test } from 'vitest';
import { convertPrice, vatContained } from './market-money';

test('the VAT inside a price that includes 19 % rounds half-up to the cent', () => {
  expect(vatContained(11900, 1900)).toBe(1900);
  expect(vatContained(999, 1900)).toBe(160); // 159.50
  expect(vatContained(998, 1900)).toBe(159); // 159.34
  expect(vatContained(1, 1900)).toBe(0);
  expect(vatContained(0, 1900)).toBe(0);
  expect(vatContained(5000, 0)).toBe(0);
  expect(vatContained(-11900, 1900)).toBe(-1900);
  expect(vatContained(129999, 700)).toBe(8505); // 8504.61 at 7 %
});

test('the VAT inside a price is the price less the net price, to a cent', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 5000 }), (gross, bp) => {
      const vat = vatContained(gross, bp);
      const exact = (gross * bp) / (10000 + bp);
      expect(Math.abs(vat - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(vat).toBeLessThanOrEqual(gross);
    }),
  );
});

test('a price converted at a rate ends in the cents the market asks for, at the nearest such price', () => {
  expect(convertPrice(2499, { rate: 0.92, endsIn: 99 })).toBe(2299); // 22.99
  expect(convertPrice(12999, { rate: 0.92, endsIn: 99 })).toBe(11999); // 119.59
  expect(convertPrice(12999, { rate: 0.92, endsIn: 0 })).toBe(12000); // 119.59
  expect(convertPrice(129999, { rate: 0.92, endsIn: 99 })).toBe(119599); // 1,195.99
  expect(convertPrice(10, { rate: 0.92, endsIn: 99 })).toBe(99); // never 0 or below
  expect(convertPrice(2000, { rate: 1, endsIn: 50 })).toBe(2050); // 19.50 and 20.50 tie: upward
  expect(convertPrice(2499, { rate: 0.92 })).toBe(2299); // 22.9908
  expect(convertPrice(1005, { rate: 0.5 })).toBe(503); // 5.025 rounds half-up
  expect(convertPrice(0, { rate: 0.92, endsIn: 99 })).toBe(0);
});

test('a wrong price, rate or ending is refused, not turned into a price', () => {
  expect(() => convertPrice(-1, { rate: 1 })).toThrow('Not a price in cents: -1');
  expect(() => convertPrice(1.5, { rate: 1 })).toThrow('Not a price in cents: 1.5');
  expect(() => convertPrice(100, { rate: 0 })).toThrow('Not a conversion rate: 0');
  expect(() => convertPrice(100, { rate: Number.NaN })).toThrow('Not a conversion rate: NaN');
  expect(() => convertPrice(100, { rate: 1, endsIn: 100 })).toThrow('A price ends in 0 to 99 cents, not 100');
});

test('a converted price lies within half a unit of the exact conversion and ends as asked', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 1e8 }),
      fc.integer({ min: 1, max: 5_000_000 }).map((m) => m / 1_000_000),
      fc.integer({ min: 0, max: 99 }),
      (cents, rate, endsIn) => {
        const price = convertPrice(cents, { rate, endsIn });
        expect(price % 100).toBe(endsIn);
        expect(price).toBeGreaterThan(0);
        const exact = cents * rate;
        // The nearest price with that ending is at most 50 cents away, plus the cent's rounding.
        if (exact >= 100) expect(Math.abs(price - exact)).toBeLessThanOrEqual(50.5 + 1e-6);
      },
    ),
  );
});
