import { expect, test } from 'vitest';
import { discountPercent, isOnSale } from './discount';

test('discount percent is the rounded percent between originalPrice and price', () => {
  expect(discountPercent({ price: 7999, originalPrice: 9999 })).toBe(20); // 20.002
  expect(discountPercent({ price: 101, originalPrice: 200 })).toBe(50); // 49.5 rounds up
  expect(discountPercent({ price: 103, originalPrice: 200 })).toBe(49); // 48.5 rounds up to 49
  expect(discountPercent({ price: 1, originalPrice: 3 })).toBe(67);
  expect(discountPercent({ price: 0, originalPrice: 500 })).toBe(100);
});

test('no discount without an originalPrice above the price', () => {
  expect(discountPercent({ price: 1000 })).toBe(0);
  expect(discountPercent({ price: 1000, originalPrice: 1000 })).toBe(0);
  expect(discountPercent({ price: 1000, originalPrice: 900 })).toBe(0);
  expect(isOnSale({ price: 1000 })).toBe(false);
  expect(isOnSale({ price: 1000, originalPrice: 1000 })).toBe(false);
  expect(isOnSale({ price: 999, originalPrice: 1000 })).toBe(true);
});
