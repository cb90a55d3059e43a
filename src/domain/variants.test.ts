import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { buildProduct } from '@/testing/builders';
import type { Product } from './types';
import type { ProductOption, ProductVariant } from './variant-types';
import {
  defaultVariant,
  findVariant,
  listedFromVariants,
  listingPair,
  valueStates,
  variantAfterChoice,
  variantFromParam,
  variantImages,
  variantPrice,
} from './variants';

const image = (src: string) => ({ src, alt: src, width: 800, height: 800 });
const v = (
  id: string,
  options: Record<string, string>,
  inStock: boolean,
  own: Partial<ProductVariant> = {},
) => ({
  id,
  options,
  inStock,
  ...own,
});

/** A tee in two colours and three sizes; Navy L is not sold, Oat S is sold out, Navy M costs more. */
const tee: Product = buildProduct({
  price: 3499,
  originalPrice: 3999,
  images: [image('/tee.svg')],
  options: [
    { name: 'Colour', values: ['Oat', 'Navy'] },
    { name: 'Size', values: ['S', 'M', 'L'] },
  ],
  variants: [
    v('oat-s', { Colour: 'Oat', Size: 'S' }, false),
    v('oat-m', { Colour: 'Oat', Size: 'M' }, true),
    v('oat-l', { Colour: 'Oat', Size: 'L' }, true),
    v('navy-s', { Colour: 'Navy', Size: 'S' }, true, { images: [image('/navy.svg')] }),
    v('navy-m', { Colour: 'Navy', Size: 'M' }, true, { price: 3999 }),
  ],
});
const plain = buildProduct({ price: 1000 });
const variant = (id: string) => tee.variants!.find((x) => x.id === id)!;

describe('the variant a page shows', () => {
  it('is the first in stock in catalogue order, else the first; none for a plain product', () => {
    expect(defaultVariant(tee)?.id).toBe('oat-m');
    const soldOut = { variants: tee.variants!.map((x) => ({ ...x, inStock: false })) };
    expect(defaultVariant(soldOut)?.id).toBe('oat-s');
    expect(defaultVariant(plain)).toBeUndefined();
  });

  it("is the URL's variant when the product has it, else the default", () => {
    expect(variantFromParam(tee, 'navy-s')?.id).toBe('navy-s');
    expect(variantFromParam(tee, 'oat-s')?.id).toBe('oat-s'); // sold out, but asked for
    for (const param of [null, undefined, '', 'NAVY-S', ' navy-s', 'navy-s ', '../x', 42, ['navy-s']]) {
      expect(variantFromParam(tee, param)?.id, String(param)).toBe('oat-m');
    }
    expect(variantFromParam(plain, 'navy-s')).toBeUndefined();
  });
});

describe('choosing values', () => {
  it('finds the variant of a full choice, and none for a partial, unknown or unsold one', () => {
    expect(findVariant(tee, { Size: 'M', Colour: 'Navy' })?.id).toBe('navy-m');
    expect(findVariant(tee, { Colour: 'Navy' })).toBeUndefined();
    expect(findVariant(tee, { Colour: 'Navy', Size: 'L' })).toBeUndefined();
    expect(findVariant(tee, { Colour: 'Navy', Size: 'M', Fit: 'Slim' })).toBeUndefined();
    expect(findVariant(tee, { Colour: 'Red', Size: 'M' })).toBeUndefined();
    expect(findVariant(plain, {})).toBeUndefined();
  });

  it('marks every value of an option offered or purchasable with the other chosen values, hiding none', () => {
    expect(valueStates(tee, 'Size', { Colour: 'Navy', Size: 'S' })).toEqual([
      { value: 'S', offered: true, purchasable: true },
      { value: 'M', offered: true, purchasable: true },
      { value: 'L', offered: false, purchasable: false },
    ]);
    expect(valueStates(tee, 'Size', { Colour: 'Oat' })[0]).toEqual({
      value: 'S',
      offered: true,
      purchasable: false,
    });
    expect(valueStates(tee, 'Colour', { Size: 'L' })).toEqual([
      { value: 'Oat', offered: true, purchasable: true },
      { value: 'Navy', offered: false, purchasable: false },
    ]);
    // Nothing chosen: a value is purchasable when any variant with it is in stock.
    expect(valueStates(tee, 'Size', {}).map((s) => s.purchasable)).toEqual([true, true, true]);
    expect(valueStates(tee, 'Fit', {})).toEqual([]);
    expect(valueStates(plain, 'Size', {})).toEqual([]);
  });

  it('keeps the other values when the new combination is sold, else moves to one in stock with the value', () => {
    expect(variantAfterChoice(tee, variant('oat-m'), 'Colour', 'Navy')?.id).toBe('navy-m');
    expect(variantAfterChoice(tee, variant('oat-l'), 'Colour', 'Navy')?.id).toBe('navy-s');
    expect(variantAfterChoice(tee, variant('navy-m'), 'Size', 'S')?.id).toBe('navy-s');
    expect(variantAfterChoice(tee, variant('oat-m'), 'Size', 'S')?.id).toBe('oat-s'); // sold out, still shown
    expect(variantAfterChoice(tee, undefined, 'Size', 'S')?.id).toBe('navy-s');
    expect(variantAfterChoice(tee, variant('oat-m'), 'Size', 'XL')).toBeUndefined();
  });
});

describe('what a variant costs and shows', () => {
  it("is its own price pair, else the product's pair; its own images, else the product's", () => {
    expect(variantPrice(tee, variant('oat-m'))).toEqual({ price: 3499, originalPrice: 3999 });
    // Its own price, and no originalPrice of its own: not shown reduced.
    expect(variantPrice(tee, variant('navy-m'))).toEqual({ price: 3999 });
    expect(variantImages(tee, variant('navy-s'))).toEqual([image('/navy.svg')]);
    expect(variantImages(tee, variant('oat-s'))).toEqual([image('/tee.svg')]);
    expect(variantImages(tee, { images: [] })).toEqual([image('/tee.svg')]);
  });

  it('lists the cheapest in stock, else the cheapest of all, the first on a tie; a plain product its own pair', () => {
    const pairs = [
      { price: 500, inStock: false },
      { price: 700, originalPrice: 900, inStock: true },
      { price: 700, inStock: true },
    ];
    expect(listingPair({ price: 1000 }, pairs)).toEqual({ price: 700, originalPrice: 900 });
    expect(
      listingPair(
        { price: 1000 },
        pairs.map((p) => ({ ...p, inStock: false })),
      ),
    ).toEqual({ price: 500 });
    expect(listingPair({ price: 1000, originalPrice: 1200 })).toEqual({ price: 1000, originalPrice: 1200 });
  });
});

/** Any product with 1-3 options of 1-4 values, a subset of their combinations as variants. */
const products = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 }).chain((sizes) => {
  const options: ProductOption[] = sizes.map((n, i) => ({
    name: `O${i}`,
    values: Array.from({ length: n }, (_, j) => `v${j}`),
  }));
  const combinations = options.reduce<Record<string, string>[]>(
    (all, option) => all.flatMap((c) => option.values.map((value) => ({ ...c, [option.name]: value }))),
    [{}],
  );
  const variantOf = (combo: Record<string, string>, i: number) =>
    fc
      .record({
        inStock: fc.boolean(),
        price: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
        off: fc.option(fc.integer({ min: 1, max: 500 }), { nil: undefined }),
      })
      .map(({ inStock, price, off }): ProductVariant => ({
        id: `var-${i}`,
        options: combo,
        inStock,
        ...(price === undefined ? {} : { price }),
        ...(price !== undefined && off !== undefined ? { originalPrice: price + off } : {}),
      }));
  return fc
    .subarray(combinations, { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen.map(variantOf)))
    .chain((variants) =>
      fc
        .record({
          price: fc.integer({ min: 1, max: 5000 }),
          originalPrice: fc.option(fc.integer({ min: 5001, max: 9000 }), { nil: undefined }),
        })
        .map((pair) => buildProduct({ ...pair, options, variants })),
    );
});

test('for any product: the default, a full choice, a URL id, value states and listing follow the rules', () => {
  fc.assert(
    fc.property(products, fc.string(), (product, param) => {
      const variants = product.variants!;
      const first = defaultVariant(product)!;
      expect(first.inStock || variants.every((x) => !x.inStock)).toBe(true);
      expect(variants.slice(0, variants.indexOf(first)).some((x) => x.inStock)).toBe(false);
      for (const x of variants) {
        expect(findVariant(product, x.options)).toBe(x);
        expect(variantFromParam(product, x.id)).toBe(x);
        for (const option of product.options!) {
          const states = valueStates(product, option.name, x.options);
          expect(states.map((s) => s.value)).toEqual(option.values);
          for (const s of states) {
            const match = findVariant(product, { ...x.options, [option.name]: s.value });
            expect(s.offered).toBe(match !== undefined);
            expect(s.purchasable).toBe(match?.inStock === true);
          }
        }
      }
      if (!variants.some((x) => x.id === param)) expect(variantFromParam(product, param)).toBe(first);

      const listed = listedFromVariants(product, variants);
      const prices = variants.map((x) => variantPrice(product, x));
      const inStock = prices.filter((_, i) => variants[i]!.inStock);
      expect(listed.inStock).toBe(inStock.length > 0);
      expect(listed.price).toBe(Math.min(...(inStock.length > 0 ? inStock : prices).map((p) => p.price)));
      expect(prices).toContainEqual({ price: listed.price, originalPrice: listed.originalPrice });
      // Through the build's rewrite, every variant keeps the pair it had.
      listed.variants.forEach((x, i) => expect(variantPrice(listed, x)).toEqual(prices[i]));
    }),
    { numRuns: 300 },
  );
});
