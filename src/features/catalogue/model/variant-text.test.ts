import { expect, test } from 'vitest';
import { optionLabel, optionValueName } from './variant-text';

test("the picker's label names the value shown", () => {
  expect(optionLabel('Size', 'M')).toBe('Size: M');
  expect(optionLabel('Size', undefined)).toBe('Size');
});

test('a value that cannot be bought says why in its name', () => {
  expect(optionValueName({ value: 'M', offered: true, purchasable: true })).toBe('M');
  expect(optionValueName({ value: 'XXL', offered: true, purchasable: false })).toBe('XXL (sold out)');
  expect(optionValueName({ value: 'XS', offered: false, purchasable: false })).toBe('XS (unavailable)');
});
