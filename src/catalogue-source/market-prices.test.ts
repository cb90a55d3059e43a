import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/types.ts';
import type { Catalogue } from './load-catalogue.ts';
import { inMarketPrices } from './market-prices.ts';

const product = (over: Partial<Product>): Product =>
  ({ id: '1', name: 'Lamp', price: 2499, images: [], inStock: true, ...over }) as unknown as Product;
const catalogue = (products: Product[]) =>
  ({ products, categories: [], reviews: [] }) as unknown as Catalogue;
const euros = { rate: 0.92, endsIn: 99 };

describe('inMarketPrices', () => {
  it('leaves the catalogue as it is without a conversion', () => {
    const source = catalogue([product({})]);
    expect(inMarketPrices(source, undefined)).toBe(source);
  });

  it("converts a product's price and original price", () => {
    const [converted] = inMarketPrices(
      catalogue([product({ price: 2499, originalPrice: 2999 })]),
      euros,
    ).products;
    expect(converted).toMatchObject({ price: 2299, originalPrice: 2799 });
  });

  it("converts each variant's own price and leaves a variant without one to the product's", () => {
    const variants = [{ id: 'a', price: 12999, originalPrice: 15999 }, { id: 'b' }];
    const [converted] = inMarketPrices(
      catalogue([product({ price: 12999, variants } as unknown as Partial<Product>)]),
      euros,
    ).products;
    expect(converted?.variants).toEqual([{ id: 'a', price: 11999, originalPrice: 14699 }, { id: 'b' }]);
  });

  it('drops an original price the rounding brings down to the price', () => {
    const [converted] = inMarketPrices(
      catalogue([product({ price: 2499, originalPrice: 2520 })]),
      euros,
    ).products;
    expect(converted).toEqual(expect.not.objectContaining({ originalPrice: expect.anything() }));
    expect(converted?.price).toBe(2299);
  });

  it('never leaves an original price at or under the price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (price, more) => {
          const [converted] = inMarketPrices(
            catalogue([product({ price, originalPrice: price + more })]),
            euros,
          ).products;
          const { price: after, originalPrice } = converted!;
          return originalPrice === undefined || originalPrice > after;
        },
      ),
    );
  });
});
