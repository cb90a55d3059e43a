import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  defaultFacetChoice,
  facetChoiceCount,
  facetFilter,
  facetLimits,
  type FacetChoice,
  parseFacetParams,
  writeFacetParams,
} from './facet-params';
import { ratingSteps } from './facet-types';

const parse = (query: string) => parseFacetParams(new URLSearchParams(query));
const write = (choice: FacetChoice) => {
  const params = new URLSearchParams();
  writeFacetParams(params, choice);
  return params.toString();
};

test('reads brands, the minimum rating, in stock only and option values', () => {
  expect(parse('')).toEqual(defaultFacetChoice);
  expect(
    parse('brand=Sony&brand=Harrow+%26+Vale&rating=4&inStock=true&opt.Size=M&opt.Size=L&opt.Colour=Navy'),
  ).toEqual({
    brands: ['Sony', 'Harrow & Vale'],
    minRating: 4,
    inStockOnly: true,
    options: [
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Colour', values: ['Navy'] },
    ],
  });
});

test('what is not a facet is dropped', () => {
  expect(parse('rating=5&rating=4.5&inStock=1&brand=&brand=%20%20&opt.=M&opt.Size=&size=M')).toEqual(
    defaultFacetChoice,
  );
  expect(parse('rating=3').minRating).toBe(3);
  expect(parse(`brand=${'x'.repeat(facetLimits.text + 1)}`).brands).toEqual([]);
  expect(parse('brand=A&brand=A&brand=B').brands).toEqual(['A', 'B']);
  const many = Array.from({ length: 200 }, (_, i) => `brand=b${i}&opt.o${i}=v`).join('&');
  expect(parse(many).brands).toHaveLength(facetLimits.values);
  expect(parse(many).options).toHaveLength(facetLimits.options);
});

test('an option named like a property of every object stays a plain option', () => {
  const choice = parse('opt.__proto__=x&opt.constructor=y');
  expect(choice.options.map((o) => o.name)).toEqual(['__proto__', 'constructor']);
  const { options } = facetFilter(choice);
  expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
  expect(Object.keys(options ?? {})).toEqual(['__proto__', 'constructor']);
});

const text = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
const choices: fc.Arbitrary<FacetChoice> = fc.record({
  brands: fc.uniqueArray(text, { maxLength: 5 }),
  minRating: fc.constantFrom(null, ...ratingSteps),
  inStockOnly: fc.boolean(),
  options: fc.uniqueArray(
    fc.record({ name: text, values: fc.uniqueArray(text, { minLength: 1, maxLength: 4 }) }),
    {
      maxLength: 3,
      selector: (option) => option.name,
    },
  ),
});

test('a choice survives the address: written, then read, it is the same', () => {
  fc.assert(
    fc.property(choices, (choice) => {
      const query = write(choice);
      expect(parse(query)).toEqual(choice);
      expect(query === '').toBe(facetChoiceCount(choice) === 0);
    }),
  );
});

test('any address parses to a valid choice, which writes back to itself', () => {
  const keys = fc.constantFrom(
    'brand',
    'rating',
    'inStock',
    'opt.Size',
    'opt.',
    'opt.__proto__',
    'sort',
    'x',
  );
  fc.assert(
    fc.property(fc.array(fc.tuple(keys, fc.string({ maxLength: 120 }))), (pairs) => {
      const choice = parseFacetParams(new URLSearchParams(pairs));
      expect(parse(write(choice))).toEqual(choice);
      for (const value of [...choice.brands, ...choice.options.flatMap((o) => o.values)]) {
        expect(value.trim()).not.toBe('');
        expect(value.length).toBeLessThanOrEqual(facetLimits.text);
      }
    }),
  );
});
