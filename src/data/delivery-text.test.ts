import { expect, test } from 'vitest';
import { deliveryMethods } from '@/domain/delivery';
import { cutoffText, deliveryMethodNames, deliveryTimeText, formatDeliveryWindow } from './delivery-text';

test('each method has its name', () => {
  expect(deliveryMethods.map((method) => deliveryMethodNames[method])).toEqual([
    'Standard',
    'Express',
    'Next-Day',
  ]);
});

test('delivery times read as the help pages say them', () => {
  expect(deliveryTimeText('standard')).toBe('5-7 business days');
  expect(deliveryTimeText('express')).toBe('2-3 business days');
  expect(deliveryTimeText('next_day')).toBe('Next business day');
});

test('the cut-off reads on the 12-hour clock', () => {
  expect(cutoffText()).toBe('2 PM');
  expect(cutoffText(0)).toBe('12 AM');
  expect(cutoffText(12)).toBe('12 PM');
  expect(cutoffText(9)).toBe('9 AM');
  expect(Array.from({ length: 24 }, (_, hour) => cutoffText(hour))).toEqual(
    Array.from({ length: 24 }, (_, hour) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`),
  );
});

test('a window reads as one day or a range', () => {
  expect(formatDeliveryWindow({ earliest: '2026-11-24', latest: '2026-11-24' })).toBe('Tue, Nov 24');
  expect(formatDeliveryWindow({ earliest: '2026-11-30', latest: '2026-12-02' })).toBe(
    'Mon, Nov 30 – Wed, Dec 2',
  );
});
