import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { buildCatalogue } from '@/testing/builders';
import { type FacetFilter, ratingSteps } from './facet-types';
import { facetCounts, matchesFacets, optionOrder } from './facets';
import { filterProducts } from './product-query';
import type { ProductVariant } from './variant-types';

const sized = (sizes: string, soldOut = '', colour?: string): ProductVariant[] =>
  sizes.split(' ').map((size) => ({
    id: `${colour ?? ''}${size}`,
    options: (colour ? { Colour: colour, Size: size } : { Size: size }) as Record<string, string>,
    inStock: !soldOut.split(' ').includes(size),
  }));

const catalogue = buildCatalogue([
  {
    name: 'Tee',
    brand: 'Fieldloom',
    rating: 4.4,
    variants: [...sized('S M L', 'L', 'Oat'), ...sized('S M', 'S', 'Navy')],
  },
  { name: 'Jacket', brand: 'Fieldloom', rating: 4.2, variants: sized('S M L XL', 'S M L XL') },
  { name: 'Coat', brand: 'Harrow & Vale', rating: 4.6, variants: sized('XS S M') },
  { name: 'Boots', brand: 'Harrow & Vale', rating: 3.6, variants: sized('9 10 11', '10') },
  { name: 'Book', brand: 'Northpage', rating: 4.8 },
  { name: 'Mask', brand: 'Verdelle', rating: 2.9, inStock: false },
]);
const names = (filter: FacetFilter) => filterProducts(catalogue, filter).map((p) => p.name);

describe('filtering by facets', () => {
  it('keeps any chosen brand, a minimum rating and in-stock products', () => {
    expect(names({ brands: ['Harrow & Vale', 'Verdelle'] })).toEqual(['Coat', 'Boots', 'Mask']);
    expect(names({ minRating: 4 })).toEqual(['Tee', 'Jacket', 'Coat', 'Book']);
    expect(names({ minRating: 3 })).toEqual(['Tee', 'Jacket', 'Coat', 'Boots', 'Book']);
    // The jacket's every size is sold out; the mask is out of stock.
    expect(names({ inStockOnly: true })).toEqual(['Tee', 'Coat', 'Boots', 'Book']);
  });

  it('matches option values with any variant: any value of an option, every option chosen', () => {
    expect(names({ options: { Size: ['L', 'XS'] } })).toEqual(['Tee', 'Jacket', 'Coat']);
    expect(names({ options: { Size: ['M'], Colour: ['Navy'] } })).toEqual(['Tee']);
    expect(names({ options: { Size: ['L'], Colour: ['Navy'] } })).toEqual([]); // no Navy L is sold
    expect(names({ options: { Size: [] } })).toHaveLength(6); // nothing chosen
  });

  it('with "in stock only", wants one variant that has the values and is in stock', () => {
    expect(names({ options: { Size: ['L'] }, inStockOnly: true })).toEqual([]); // the Oat L and jacket L are sold out
    expect(names({ options: { Size: ['S'] }, inStockOnly: true })).toEqual(['Tee', 'Coat']);
    expect(names({ options: { Size: ['S'], Colour: ['Navy'] }, inStockOnly: true })).toEqual([]);
    expect(names({ options: { Size: ['10'] }, inStockOnly: true })).toEqual([]);
  });
});

describe('counting facet values', () => {
  it('counts each value with the other facets applied, its own facet not', () => {
    // The options in catalogue order (Colour first); no order of colours is given.
    const order = { Colour: [], Size: ['XS', 'S', 'M', 'L', 'XL', '9', '10', '11'] };
    const counts = facetCounts(catalogue, { brands: ['Fieldloom'], options: { Size: ['L'] } }, order);
    // Brands: with Size L chosen (Tee, Jacket, Coat has no L)...
    expect(counts.brands).toEqual([
      { value: 'Fieldloom', count: 2 },
      { value: 'Harrow & Vale', count: 0 },
      { value: 'Northpage', count: 0 },
      { value: 'Verdelle', count: 0 },
    ]);
    expect(counts.ratings).toEqual([
      { value: 4, count: 2 },
      { value: 3, count: 2 },
    ]);
    expect(counts.inStock).toBe(0);
    // Options and sizes: with Fieldloom chosen, in the order given; colours as they come.
    expect(counts.options).toEqual([
      {
        name: 'Colour',
        values: [
          { value: 'Oat', count: 1 },
          { value: 'Navy', count: 0 },
        ],
      },
      {
        name: 'Size',
        values: ['XS', 'S', 'M', 'L', 'XL', '9', '10', '11'].map((value) => ({
          value,
          count: ['S', 'M', 'L'].includes(value) ? 2 : value === 'XL' ? 1 : 0,
        })),
      },
    ]);
  });

  it('lists the options in the order given, whatever the order of the products counted', () => {
    const names = (products: typeof catalogue, order: Record<string, string[]>) =>
      facetCounts(products, {}, order).options.map((o) => o.name);
    for (const products of [catalogue, [...catalogue].reverse()]) {
      expect(names(products, { Colour: [], Size: [] })).toEqual(['Colour', 'Size']);
      expect(names(products, { Size: [], Colour: [] })).toEqual(['Size', 'Colour']);
    }
  });

  it('lists values in the display order merged from every product, else as they come', () => {
    const order = optionOrder([
      { options: [{ name: 'Size', values: ['S', 'M', 'L'] }] },
      { options: [{ name: 'Size', values: ['XS', 'S'] }] },
      {
        options: [
          { name: 'Size', values: ['L', 'XL', 'XXL'] },
          { name: 'Colour', values: ['Oat'] },
        ],
      },
      { options: [{ name: 'Size', values: ['US 9', 'US 10'] }] },
      {},
    ]);
    expect(order).toEqual({ Size: ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'US 9', 'US 10'], Colour: ['Oat'] });
    const sizes = (o?: Record<string, string[]>) =>
      facetCounts(catalogue, {}, o)
        .options.find((x) => x.name === 'Size')
        ?.values.map((v) => v.value);
    expect(sizes()).toEqual(['S', 'M', 'L', 'XL', 'XS', '9', '10', '11']);
    expect(sizes({ Size: ['11', '10', 'XL'] })).toEqual(['11', '10', 'XL', 'S', 'M', 'L', 'XS', '9']);
  });

  it('lists a chosen value the products do not have, with 0', () => {
    const counts = facetCounts(catalogue.slice(4), { brands: ['Nobody'], options: { Size: ['M'] } });
    expect(counts.brands).toContainEqual({ value: 'Nobody', count: 0 });
    expect(counts.options).toEqual([{ name: 'Size', values: [{ value: 'M', count: 0 }] }]);
  });
});

const sizes = ['S', 'M', 'L'];
const colours = ['Oat', 'Navy'];
const product = fc.record({
  brand: fc.constantFrom('A', 'B', 'C'),
  rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
  inStock: fc.boolean(),
  variants: fc.option(
    fc.uniqueArray(
      fc.record({
        options: fc
          .tuple(fc.constantFrom(...sizes), fc.option(fc.constantFrom(...colours), { nil: undefined }))
          .map(([Size, Colour]): Record<string, string> => (Colour ? { Colour, Size } : { Size })),
        inStock: fc.boolean(),
      }),
      { minLength: 1, maxLength: 5, selector: (v) => JSON.stringify(v.options) },
    ),
    { nil: undefined },
  ),
});
const filter = fc.record(
  {
    brands: fc.subarray(['A', 'B', 'C', 'D']),
    minRating: fc.constantFrom(...ratingSteps),
    inStockOnly: fc.boolean(),
    options: fc.record(
      { Size: fc.subarray([...sizes, 'XL']), Colour: fc.subarray(colours) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

test('for any products and other filters, a value counts the results of choosing it alone in its facet', () => {
  fc.assert(
    fc.property(fc.array(product, { maxLength: 12 }), filter, (items, chosen) => {
      const products = buildCatalogue(
        items.map((item) => ({ ...item, variants: item.variants?.map((v, i) => ({ ...v, id: `v${i}` })) })),
      );
      const results = (f: FacetFilter) => products.filter((p) => matchesFacets(p, f)).length;
      const counts = facetCounts(products, chosen);
      for (const { value, count } of counts.brands)
        expect(count).toBe(results({ ...chosen, brands: [value] }));
      for (const { value, count } of counts.ratings)
        expect(count).toBe(results({ ...chosen, minRating: value }));
      expect(counts.inStock).toBe(results({ ...chosen, inStockOnly: true }));
      for (const { name, values } of counts.options) {
        for (const { value, count } of values) {
          expect(count).toBe(results({ ...chosen, options: { ...chosen.options, [name]: [value] } }));
        }
      }
      // Nothing is hidden: every brand and value of the products is listed.
      expect(new Set(counts.brands.map((b) => b.value))).toEqual(
        new Set([...products.map((p) => p.brand), ...(chosen.brands ?? [])]),
      );
      const listed = new Set(counts.options.flatMap((o) => o.values.map((v) => `${o.name}=${v.value}`)));
      for (const v of products.flatMap((p) => p.variants ?? [])) {
        for (const [name, value] of Object.entries(v.options)) expect(listed).toContain(`${name}=${value}`);
      }
    }),
    { numRuns: 500 },
  );
});
