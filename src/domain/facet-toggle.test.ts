import { expect, test } from 'vitest';
import { defaultFacetChoice, facetChoiceCount } from './facet-params';
import { toggleFacetValue } from './facet-toggle';

test('toggling a value adds it once and removes it, dropping an option left without values', () => {
  const sized = toggleFacetValue(defaultFacetChoice, { option: 'Size' }, 'M', true);
  expect(sized.options).toEqual([{ name: 'Size', values: ['M'] }]);
  expect(toggleFacetValue(sized, { option: 'Size' }, 'M', true)).toEqual(sized);
  expect(toggleFacetValue(sized, { option: 'Size' }, 'M', false)).toEqual(defaultFacetChoice);
  const branded = toggleFacetValue(sized, { brand: true }, 'Sony', true);
  expect(branded.brands).toEqual(['Sony']);
  expect(facetChoiceCount(branded)).toBe(2);
  expect(toggleFacetValue(branded, { brand: true }, 'Sony', false)).toEqual(sized);
});
