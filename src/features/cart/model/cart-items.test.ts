import { expect, test } from 'vitest';
import { cartTotals } from '@/domain/pricing';
import { buildProduct } from '@/testing/builders';
import { lineKey } from './cart-keys';
import { resolveLines, resolveSaved } from './cart-items';
import type { CartState } from './cart-reducer';

const cart = (...lines: [string, number, string?][]): CartState => ({
  lines: lines.map(([productId, quantity, variantId]) => ({ ...lineKey(productId, variantId), quantity })),
  saved: [],
});

const lamp = buildProduct({ id: 'a', name: 'Lamp', price: 1250 });
const image = (src: string) => ({ src, alt: '', width: 1, height: 1 });
const sheets = buildProduct({
  id: 'sheets',
  price: 15999,
  originalPrice: 18999,
  images: [image('/sheets.svg')],
  options: [
    { name: 'Colour', values: ['Ivory'] },
    { name: 'Size', values: ['Twin', 'King'] },
  ],
  variants: [
    { id: 'twin', options: { Size: 'Twin', Colour: 'Ivory' }, inStock: true },
    {
      id: 'king',
      options: { Size: 'King', Colour: 'Ivory' },
      inStock: false,
      price: 21999,
      images: [image('/king.svg')],
    },
  ],
});
const products = new Map([
  ['a', lamp],
  ['sheets', sheets],
]);
const find = (id: string) => products.get(id);

test('resolveLines joins products and skips unknown ids', () => {
  const [line, ...rest] = resolveLines(cart(['a', 2], ['gone', 1]).lines, find);
  expect(rest).toEqual([]);
  expect(line).toMatchObject({ key: 'a', product: lamp, variant: undefined, options: [], price: 1250 });
  expect(line).toMatchObject({ quantity: 2, lineTotal: 2500, inStock: true, image: lamp.images[0] });
  expect(resolveSaved([lineKey('gone'), lineKey('a')], find).map((item) => item.product)).toEqual([lamp]);
});

test("a variant line shows its variant's values, price, stock and picture; totals use the variant's price", () => {
  const lines = resolveLines(cart(['sheets', 1, 'twin'], ['sheets', 2, 'king']).lines, find);
  expect(
    lines.map((l) => [l.options, l.price, l.originalPrice, l.lineTotal, l.inStock, l.image?.src]),
  ).toEqual([
    [
      [
        { name: 'Colour', value: 'Ivory' },
        { name: 'Size', value: 'Twin' },
      ],
      15999,
      18999,
      15999,
      true,
      '/sheets.svg',
    ],
    [
      [
        { name: 'Colour', value: 'Ivory' },
        { name: 'Size', value: 'King' },
      ],
      21999,
      undefined,
      43998,
      false,
      '/king.svg',
    ],
  ]);
  expect(new Set(lines.map((l) => l.key)).size).toBe(2);
  // $159.99 + 2 x $219.99 = $599.97: free shipping, tax 8% = $48.00 (47.9976).
  expect(cartTotals(lines)).toMatchObject({ subtotal: 59997, shipping: 0, tax: 4800, total: 64797 });
  const [saved] = resolveSaved([lineKey('sheets', 'king')], find);
  expect(saved).toMatchObject({ price: 21999, inStock: false });
});

test("the free-shipping hint follows the variant's price, not the product's listed one", () => {
  const cheap = buildProduct({
    id: 'tee',
    price: 3000,
    options: [{ name: 'Size', values: ['S', 'XXL'] }],
    variants: [
      { id: 's', options: { Size: 'S' }, inStock: true },
      { id: 'xxl', options: { Size: 'XXL' }, inStock: true, price: 5500 },
    ],
  });
  const lookup = (id: string) => (id === 'tee' ? cheap : undefined);
  expect(cartTotals(resolveLines(cart(['tee', 1, 's']).lines, lookup)).amountToFreeShipping).toBe(2001);
  expect(cartTotals(resolveLines(cart(['tee', 1, 'xxl']).lines, lookup)).freeShipping).toBe(true);
});
