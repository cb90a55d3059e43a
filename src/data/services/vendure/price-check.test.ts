import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { OrderRequestLine } from '../contracts';
import { shippingCost } from '@/domain/delivery';
import { DeliveryPriceChanged, PriceChanged } from '../service-errors';
import { chargedPrices, chargedShipping, type ServedLine } from './price-check';

const line = (productId: string, price: number, variantId?: string): OrderRequestLine => ({
  product: { id: productId, name: `Product ${productId}` },
  ...(variantId ? { variant: { id: variantId } } : {}),
  price,
  quantity: 1,
});
const served = (productId: string, unitPrice: number, sku = productId): ServedLine => ({
  unitPrice,
  productVariant: { sku, product: { id: productId } },
});

test('prices as shown are charged as they are, each line matched by product and variant', () => {
  const lines = [line('1', 2499, '1-sand'), line('1', 2999, '1-navy'), line('5', 3899)];
  const order = [served('5', 3899), served('1', 2999, '1-navy'), served('1', 2499, '1-sand')];
  expect(chargedPrices(lines, order, new Map())).toEqual([2499, 2999, 3899]);
});

test('a changed price is told once, naming the item and its new price; the same press again buys it', () => {
  const told = new Map<string, number>();
  const lines = [line('5', 3899), line('1', 2499, '1-sand')];
  const order = [served('5', 3899), served('1', 2799, '1-sand')];
  expect(() => chargedPrices(lines, order, told)).toThrow(new PriceChanged('Product 1', 2799));
  expect(chargedPrices(lines, order, told)).toEqual([3899, 2799]);
  // It changes again: told again.
  const again = [served('5', 3899), served('1', 2999, '1-sand')];
  expect(() => chargedPrices(lines, again, told)).toThrow(new PriceChanged('Product 1', 2999));
});

test('two changed lines are told one at a time', () => {
  const told = new Map<string, number>();
  const lines = [line('5', 3899), line('7', 1000)];
  const order = [served('5', 3500), served('7', 1200)];
  expect(() => chargedPrices(lines, order, told)).toThrow(new PriceChanged('Product 5', 3500));
  expect(() => chargedPrices(lines, order, told)).toThrow(new PriceChanged('Product 7', 1200));
  expect(chargedPrices(lines, order, told)).toEqual([3500, 1200]);
});

test('a line the order does not hold keeps the price shown', () => {
  expect(chargedPrices([line('9', 500)], [served('5', 3899)], new Map())).toEqual([500]);
});

test('whatever the prices, an order is never charged a price the shopper was not shown or told', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(100_000), fc.nat(100_000)), { minLength: 1, maxLength: 6 }),
      (pairs) => {
        const lines = pairs.map(([shown], i) => line(String(i), shown));
        const order = pairs.map(([, now], i) => served(String(i), now));
        const told = new Map<string, number>();
        const toldPrices: number[] = [];
        for (let press = 0; press <= pairs.length; press += 1) {
          try {
            const charged = chargedPrices(lines, order, told);
            charged.forEach((price, i) => {
              expect(price === pairs[i]![0] || toldPrices.includes(price)).toBe(true);
            });
            expect(charged).toEqual(pairs.map(([, now]) => now));
            return;
          } catch (error) {
            expect(error).toBeInstanceOf(PriceChanged);
            toldPrices.push((error as PriceChanged).price);
          }
        }
        throw new Error('never placed');
      },
    ),
  );
});

test("the delivery charged is the shop's rule for the charged subtotal, else told once by method", () => {
  const told = new Map<string, number>();
  const lines = [{ ...line('5', 3899), quantity: 2 }];
  const rule = shippingCost('express', 2 * 3899);
  expect(chargedShipping('express', lines, [3899], rule, told)).toBe(rule);
  expect(() => chargedShipping('express', lines, [3899], rule + 500, told)).toThrow(
    new DeliveryPriceChanged('express', rule + 500),
  );
  expect(chargedShipping('express', lines, [3899], rule + 500, told)).toBe(rule + 500);
  // Another method at its own rule is not affected; a further change is told again.
  expect(chargedShipping('standard', lines, [3899], shippingCost('standard', 2 * 3899), told)).toBe(
    shippingCost('standard', 2 * 3899),
  );
  expect(() => chargedShipping('express', lines, [3899], rule + 900, told)).toThrow(DeliveryPriceChanged);
});

test('the rule is taken at the charged prices: a price rise over the free-shipping line is no change', () => {
  const lines = [line('5', 100)];
  const free = shippingCost('standard', 1_000_000);
  expect(chargedShipping('standard', lines, [1_000_000], free, new Map())).toBe(free);
});
