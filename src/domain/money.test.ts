import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatMoney,
  formatMoneyIntl,
  formatMoneyShort,
  percentOfCents,
} from './money';

test('formats cents as US dollars with two decimals and grouping', () => {
  expect(formatMoney(129999)).toBe('$1,299.99');
  expect(formatMoney(3499)).toBe('$34.99');
  expect(formatMoney(0)).toBe('$0.00');
  expect(formatMoney(5)).toBe('$0.05');
  expect(formatMoney(-999)).toBe('-$9.99');
});

test('the Intl-free formatter writes exactly what Intl writes, for any whole number of cents', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
      expect(formatMoney(cents)).toBe(formatMoneyIntl(cents));
    }),
    { numRuns: 2000 },
  );
  for (const cents of [1, 99, 100, 999_99, 1000_00, 999_999_99, 1_000_000_00, -1, -100_000]) {
    expect(formatMoney(cents)).toBe(formatMoneyIntl(cents));
  }
  expect(formatMoney(-0)).toBe('$0.00');
  expect(formatMoney(12.5)).toBe(formatMoneyIntl(12.5));
});

test('converts dollars to cents without float drift', () => {
  expect(dollarsToCents(19.99)).toBe(1999);
  expect(dollarsToCents(1.005)).toBe(101);
  expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  expect(dollarsToCents(1299.99)).toBe(129999);
  expect(dollarsToCents(1500)).toBe(150000);
  expect(dollarsToCents(Number.NaN)).toBeNaN();
});

test('converts cents to dollars', () => {
  expect(centsToDollars(1999)).toBe(19.99);
  expect(centsToDollars(150000)).toBe(1500);
});

test('8 % tax rounds half-up to the cent', () => {
  expect(percentOfCents(1, 800)).toBe(0);
  expect(percentOfCents(6, 800)).toBe(0); // 0.48
  expect(percentOfCents(7, 800)).toBe(1); // 0.56
  expect(percentOfCents(1250, 800)).toBe(100);
  expect(percentOfCents(625, 800)).toBe(50); // exactly 50.00
  expect(percentOfCents(3125 + 6, 800)).toBe(250); // 250.48
  expect(percentOfCents(0, 800)).toBe(0);
});

test('an exact half cent rounds up, and negatives mirror positives', () => {
  expect(percentOfCents(1, 5000)).toBe(1); // 0.5
  expect(percentOfCents(3, 5000)).toBe(2); // 1.5
  expect(percentOfCents(-3, 5000)).toBe(-2);
  expect(Object.is(percentOfCents(-1, 800), 0)).toBe(true);
});

test('huge amounts still round exactly', () => {
  expect(percentOfCents(Number.MAX_SAFE_INTEGER, 800)).toBe(720575940379279);
});

test('percentOfCents matches exact rational rounding for any cents', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10000 }), (cents, bp) => {
      const exact = (BigInt(cents) * BigInt(bp) * 2n + 10000n) / 20000n;
      expect(percentOfCents(cents, bp)).toBe(Number(exact));
    }),
    { numRuns: 500 },
  );
});

test('dollarsToCents inverts centsToDollars for every integer amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: -1e10, max: 1e10 }), (cents) => {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }),
    { numRuns: 500 },
  );
});

test('a euro market writes its prices as its shoppers read them', () => {
  const de = { locale: 'de-DE', currency: 'EUR' };
  // Intl puts a no-break space between the figure and the sign.
  expect(formatMoney(129999, de)).toBe('1.299,99\u00a0€');
  expect(formatMoney(5, de)).toBe('0,05\u00a0€');
  expect(formatMoney(-500, de)).toBe('-5,00\u00a0€');
  expect(formatMoney(129999, { locale: 'fr-FR', currency: 'EUR' })).toBe('1\u202f299,99\u00a0€');
  // Each market's formatter is its own: the shop's dollars are unchanged after a euro price.
  expect(formatMoney(129999)).toBe('$1,299.99');
  expect(formatMoneyIntl(129999)).toBe('$1,299.99');
});

test('a promise quotes whole amounts without cents, in any market', () => {
  expect(formatMoneyShort(5000)).toBe('$50');
  expect(formatMoneyShort(5050)).toBe('$50.50');
  expect(formatMoneyShort(5000, { locale: 'de-DE', currency: 'EUR' })).toBe('50\u00a0€');
  expect(formatMoneyShort(5050, { locale: 'de-DE', currency: 'EUR' })).toBe('50,50\u00a0€');
});
