import { expect, test } from 'vitest';
import { optionValuesText, variantOptionValues } from './option-values';

const tee = {
  options: [
    { name: 'Colour', values: ['Oat', 'Navy'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
};

test("a variant's values follow the product's option order, whatever the variant's order", () => {
  expect(variantOptionValues(tee, { options: { Size: 'M', Colour: 'Navy' } })).toEqual([
    { name: 'Colour', value: 'Navy' },
    { name: 'Size', value: 'M' },
  ]);
  expect(variantOptionValues({}, { options: { Size: 'M' } })).toEqual([{ name: 'Size', value: 'M' }]);
  expect(variantOptionValues(tee, { options: {} })).toEqual([]);
  expect(
    optionValuesText([
      { name: 'Colour', value: 'Midnight Black' },
      { name: 'Size', value: 'M' },
    ]),
  ).toBe('Colour: Midnight Black, Size: M');
  expect(optionValuesText([])).toBe('');
});
