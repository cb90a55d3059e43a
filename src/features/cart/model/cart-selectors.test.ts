import { expect, test } from 'vitest';
import { type CartState, clampQuantity, emptyCart } from './cart-reducer';
import { resolveLines, resolveSaved, selectItemCount, selectLine, selectQuantity } from './cart-selectors';

const cart = (...lines: [string, number][]): CartState => ({
  lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  saved: [],
});

test('selectors', () => {
  const state = cart(['a', 2], ['b', 3]);
  expect(selectItemCount(state)).toBe(5);
  expect(selectItemCount(emptyCart)).toBe(0);
  expect(selectQuantity(state, 'b')).toBe(3);
  expect(selectQuantity(state, 'z')).toBe(0);
  expect(selectLine(state, 'z')).toBeUndefined();
  expect(clampQuantity(0)).toBeNull();
  expect(clampQuantity(1e9)).toBe(99);
});

test('resolveLines joins products and skips unknown ids', () => {
  const products = new Map([['a', { id: 'a', price: 1250 }]]);
  expect(resolveLines(cart(['a', 2], ['gone', 1]).lines, (id) => products.get(id))).toEqual([
    { product: { id: 'a', price: 1250 }, quantity: 2, lineTotal: 2500 },
  ]);
  expect(resolveSaved(['gone', 'a'], (id) => products.get(id))).toEqual([{ id: 'a', price: 1250 }]);
});
