import { expect, test } from 'vitest';
import { orderNumber } from './order-number';

test('the prefix plus the last 8 digits of the timestamp', () => {
  expect(orderNumber(1_709_251_234_567)).toBe('ORD-51234567');
  expect(orderNumber(1_700_000_000_000)).toBe('ORD-00000000');
});

test('short timestamps are zero-padded to 8 digits', () => {
  expect(orderNumber(42)).toBe('ORD-00000042');
  expect(orderNumber(0)).toBe('ORD-00000000');
});

test('fractions, negatives and non-numbers still give 8 digits', () => {
  expect(orderNumber(123.9)).toBe('ORD-00000123');
  expect(orderNumber(-42)).toBe('ORD-00000042');
  expect(orderNumber(Number.NaN)).toBe('ORD-00000000');
  expect(orderNumber(Date.now())).toMatch(/^ORD-\d{8}$/);
});
