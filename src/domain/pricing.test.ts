import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { MoneyRules } from '@/config/money-rules';
import { deliveryMethods } from './delivery';
import { vatContained } from './market-money';
import { cartTotals, lineTotal } from './pricing';

test('an empty cart has no shipping, tax or hint', () => {
  expect(cartTotals([])).toEqual({
    subtotal: 0,
    delivery: 'standard',
    shipping: 0,
    tax: 0,
    taxIncluded: false,
    total: 0,
    itemCount: 0,
    amountToFreeShipping: 0,
    freeShipping: false,
  });
});

test('a subtotal of exactly $50.00 still pays $9.99 shipping', () => {
  const totals = cartTotals([{ price: 2500, quantity: 2 }]);
  expect(totals.subtotal).toBe(5000);
  expect(totals.shipping).toBe(999);
  expect(totals.freeShipping).toBe(false);
  expect(totals.amountToFreeShipping).toBe(1);
  expect(totals.tax).toBe(400);
  expect(totals.total).toBe(5000 + 999 + 400);
});

test('a subtotal of $50.01 ships free', () => {
  const totals = cartTotals([{ price: 5001, quantity: 1 }]);
  expect(totals.shipping).toBe(0);
  expect(totals.freeShipping).toBe(true);
  expect(totals.amountToFreeShipping).toBe(0);
  expect(totals.tax).toBe(400); // 400.08
  expect(totals.total).toBe(5401);
});

test('the free shipping hint counts the cents needed to go strictly above $50', () => {
  expect(cartTotals([{ price: 4000, quantity: 1 }]).amountToFreeShipping).toBe(1001);
  expect(cartTotals([{ price: 1, quantity: 1 }]).amountToFreeShipping).toBe(5000);
});

test('tax rounds half-up on odd cents', () => {
  expect(cartTotals([{ price: 1, quantity: 1 }]).tax).toBe(0);
  expect(cartTotals([{ price: 6, quantity: 1 }]).tax).toBe(0);
  expect(cartTotals([{ price: 7, quantity: 1 }]).tax).toBe(1);
  expect(cartTotals([{ price: 1250, quantity: 1 }]).tax).toBe(100);
});

test('subtotal and item count sum lines; line total is price x quantity', () => {
  const totals = cartTotals([
    { price: 3499, quantity: 3 },
    { price: 129999, quantity: 1 },
  ]);
  expect(lineTotal({ price: 3499, quantity: 3 })).toBe(10497);
  expect(totals.subtotal).toBe(140496);
  expect(totals.itemCount).toBe(4);
  expect(totals.tax).toBe(11240); // 11239.68
  expect(totals.total).toBe(140496 + 11240);
});

test('totals hold their invariants for any cart', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 200000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  fc.assert(
    fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
      const t = cartTotals(lines);
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax);
      expect(t.itemCount).toBe(lines.reduce((n, l) => n + l.quantity, 0));
      expect(Number.isInteger(t.tax) && t.tax >= 0).toBe(true);
      expect(Math.abs(t.tax - t.subtotal * 0.08)).toBeLessThanOrEqual(0.5 + 1e-6);
      if (lines.length === 0) expect(t.shipping).toBe(0);
      else expect(t.shipping).toBe(t.subtotal > 5000 ? 0 : 999);
      if (t.amountToFreeShipping > 0) {
        expect(t.subtotal + t.amountToFreeShipping).toBe(5001);
        expect(t.freeShipping).toBe(false);
      }
    }),
    { numRuns: 500 },
  );
});

/** A market whose prices include 19 % VAT, with its own shipping threshold and fees in euros. */
const vatIncluded: MoneyRules = {
  currency: 'EUR',
  locale: 'de-DE',
  freeShippingThresholdCents: 6000,
  shippingFeeCents: 490,
  expressShippingCents: 990,
  nextDayShippingCents: 1990,
  taxRateBasisPoints: 1900,
  taxIncluded: true,
};

test('where prices include VAT, the total is subtotal plus shipping and the VAT is what it contains', () => {
  const totals = cartTotals([{ price: 2999, quantity: 2 }], 'standard', vatIncluded);
  expect(totals.subtotal).toBe(5998);
  expect(totals.shipping).toBe(490); // 59.98 is not above 60.00
  expect(totals.amountToFreeShipping).toBe(3);
  expect(totals.total).toBe(6488);
  expect(totals.taxIncluded).toBe(true);
  expect(totals.tax).toBe(1036); // 6488 x 19 / 119 = 1035.93
  const express = cartTotals([{ price: 6001, quantity: 1 }], 'express', vatIncluded);
  expect([express.shipping, express.total, express.tax]).toEqual([990, 6991, 1116]); // 1116.20
  const free = cartTotals([{ price: 6001, quantity: 1 }], 'standard', vatIncluded);
  expect([free.shipping, free.freeShipping, free.total, free.tax]).toEqual([0, true, 6001, 958]);
});

test('VAT-included totals never add the tax, for any cart and method', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 200000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  fc.assert(
    fc.property(fc.array(line, { maxLength: 8 }), fc.constantFrom(...deliveryMethods), (lines, method) => {
      const totals = cartTotals(lines, method, vatIncluded);
      expect(totals.total).toBe(totals.subtotal + totals.shipping);
      expect(totals.tax).toBe(vatContained(totals.total, 1900));
      expect(totals.tax).toBeLessThan(totals.total + 1);
    }),
  );
});
