import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  addBusinessDays,
  countingDay,
  deliveryMethods,
  deliveryWindow,
  isBusinessDay,
  isDeliveryMethod,
  orderMomentAt,
  shippingCost,
} from './delivery';
import { cartTotals } from './pricing';

// 2026-11-23 is a Monday.
const MON = '2026-11-23';
const FRI = '2026-11-27';
const SAT = '2026-11-28';
const SUN = '2026-11-29';

test('each method has its price: Standard free strictly above $50, else $9.99; Express $9.99; Next-Day $19.99', () => {
  expect(shippingCost('standard', 5000)).toBe(999);
  expect(shippingCost('standard', 5001)).toBe(0);
  expect(shippingCost('express', 5001)).toBe(999);
  expect(shippingCost('express', 100)).toBe(999);
  expect(shippingCost('next_day', 100_000)).toBe(1999);
});

test('the totals carry the chosen method, and the free-shipping hint stays the Standard one', () => {
  const express = cartTotals([{ price: 6000, quantity: 1 }], 'express');
  expect(express).toMatchObject({ delivery: 'express', shipping: 999, tax: 480, total: 7479 });
  expect(express.freeShipping).toBe(false);
  expect(express.amountToFreeShipping).toBe(0);
  const nextDay = cartTotals([{ price: 4000, quantity: 1 }], 'next_day');
  expect(nextDay).toMatchObject({ shipping: 1999, total: 4000 + 1999 + 320, amountToFreeShipping: 1001 });
  expect(cartTotals([{ price: 4000, quantity: 1 }])).toMatchObject({ delivery: 'standard', shipping: 999 });
  expect(cartTotals([], 'next_day').shipping).toBe(0);
});

test('business days skip Saturdays and Sundays', () => {
  expect([MON, FRI, SAT, SUN].map(isBusinessDay)).toEqual([true, true, false, false]);
  expect(addBusinessDays(MON, 0)).toBe(MON);
  expect(addBusinessDays(MON, 4)).toBe(FRI);
  expect(addBusinessDays(MON, 5)).toBe('2026-11-30');
  expect(addBusinessDays(FRI, 1)).toBe('2026-11-30');
  expect(addBusinessDays(SAT, 1)).toBe('2026-11-30');
  expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addBusinessDays('2028-02-28', 1)).toBe('2028-02-29');
});

test('an order on a Monday morning: Standard in 5-7, Express in 2-3, Next-Day the next business day', () => {
  const monday = { date: MON, hour: 9 };
  expect(deliveryWindow('standard', monday)).toEqual({ earliest: '2026-11-30', latest: '2026-12-02' });
  expect(deliveryWindow('express', monday)).toEqual({ earliest: '2026-11-25', latest: '2026-11-26' });
  expect(deliveryWindow('next_day', monday)).toEqual({ earliest: '2026-11-24', latest: '2026-11-24' });
});

test('Next-Day at or after 2 PM, or on a weekend, counts from the next business day', () => {
  expect(deliveryWindow('next_day', { date: MON, hour: 13 }).earliest).toBe('2026-11-24');
  expect(deliveryWindow('next_day', { date: MON, hour: 14 }).earliest).toBe('2026-11-25');
  expect(deliveryWindow('next_day', { date: FRI, hour: 15 }).earliest).toBe('2026-12-01');
  expect(deliveryWindow('next_day', { date: SAT, hour: 9 }).earliest).toBe('2026-12-01');
  // Standard and Express have no cut-off.
  expect(deliveryWindow('express', { date: MON, hour: 23 }).earliest).toBe('2026-11-25');
  // A weekend order counts from Monday.
  expect(deliveryWindow('express', { date: SUN, hour: 9 })).toEqual({
    earliest: '2026-12-02',
    latest: '2026-12-03',
  });
});

test('the order moment is the local calendar day and hour', () => {
  const at = new Date(2026, 10, 23, 13, 59, 59).getTime();
  expect(orderMomentAt(at)).toEqual({ date: MON, hour: 13 });
});

test('only the three methods are methods', () => {
  expect(deliveryMethods.every(isDeliveryMethod)).toBe(true);
  expect([undefined, null, 'Standard', 'overnight', 1].some(isDeliveryMethod)).toBe(false);
});

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const moment = fc.record({ date: isoDate, hour: fc.integer({ min: 0, max: 23 }) });
const method = fc.constantFrom(...deliveryMethods);

/** Business days after `from` up to and including `to`, by walking the calendar. */
function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) < to;) {
    day = new Date(day.getTime() + 86_400_000);
    if (![0, 6].includes(day.getUTCDay())) count += 1;
  }
  return count;
}

test('adding n business days lands on a business day exactly n business days later', () => {
  fc.assert(
    fc.property(isoDate, fc.integer({ min: 1, max: 30 }), (date, n) => {
      const result = addBusinessDays(date, n);
      expect(result > date).toBe(true);
      expect(isBusinessDay(result)).toBe(true);
      expect(businessDaysBetween(date, result)).toBe(n);
      expect(new Date(`${result}T00:00:00Z`).getUTCDay()).not.toBe(0);
    }),
    { numRuns: 300 },
  );
});

test('every window is business days after the order, as many as the method promises', () => {
  const promised = { standard: [5, 7], express: [2, 3], next_day: [1, 1] } as const;
  fc.assert(
    fc.property(method, moment, (m, at) => {
      const { earliest, latest } = deliveryWindow(m, at);
      expect(earliest > at.date).toBe(true);
      expect(earliest <= latest).toBe(true);
      expect(isBusinessDay(earliest) && isBusinessDay(latest)).toBe(true);
      const from = countingDay(m, at);
      expect(isBusinessDay(from) && from >= at.date).toBe(true);
      expect([businessDaysBetween(from, earliest), businessDaysBetween(from, latest)]).toEqual(promised[m]);
      // Counting starts on the order's day exactly when it is a business day (and, for Next-Day, before 2 PM).
      const sameDay = isBusinessDay(at.date) && (m !== 'next_day' || at.hour < 14);
      expect(from === at.date).toBe(sameDay);
    }),
    { numRuns: 500 },
  );
});

test('a faster method never arrives later, and a weekend order arrives as a Monday-morning one', () => {
  fc.assert(
    fc.property(moment, (at) => {
      const standard = deliveryWindow('standard', at);
      const express = deliveryWindow('express', at);
      const nextDay = deliveryWindow('next_day', at);
      expect(nextDay.latest <= express.earliest).toBe(true);
      expect(express.latest < standard.earliest).toBe(true);
      if (!isBusinessDay(at.date)) {
        const monday = { date: addBusinessDays(at.date, 1), hour: 0 };
        for (const m of deliveryMethods) expect(deliveryWindow(m, at)).toEqual(deliveryWindow(m, monday));
      }
    }),
    { numRuns: 500 },
  );
});

test('every method keeps total = subtotal + its price + tax, and only Standard can be free', () => {
  const line = fc.record({
    price: fc.integer({ min: 0, max: 200000 }),
    quantity: fc.integer({ min: 1, max: 99 }),
  });
  fc.assert(
    fc.property(fc.array(line, { minLength: 1, maxLength: 20 }), method, (lines, m) => {
      const t = cartTotals(lines, m);
      const standard = cartTotals(lines);
      expect(t.shipping).toBe(shippingCost(m, t.subtotal));
      expect(t.total).toBe(t.subtotal + t.shipping + t.tax);
      expect(t.total - standard.total).toBe(t.shipping - standard.shipping);
      expect(t.freeShipping).toBe(t.shipping === 0);
      if (m !== 'standard') expect(t.shipping).toBeGreaterThan(0);
    }),
    { numRuns: 300 },
  );
});
