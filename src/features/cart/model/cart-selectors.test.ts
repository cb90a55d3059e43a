import { expect, test } from 'vitest';
import { lineKey } from './cart-keys';
import { type CartState, clampQuantity, emptyCart } from './cart-reducer';
import { selectItemCount, selectLine, selectQuantity } from './cart-selectors';

const cart = (...lines: [string, number, string?][]): CartState => ({
  lines: lines.map(([productId, quantity, variantId]) => ({ ...lineKey(productId, variantId), quantity })),
  saved: [],
});

test('selectors', () => {
  const state = cart(['a', 2], ['b', 3], ['b', 4, 'b-m']);
  expect(selectItemCount(state)).toBe(9);
  expect(selectItemCount(emptyCart)).toBe(0);
  expect(selectQuantity(state, lineKey('b'))).toBe(3);
  expect(selectQuantity(state, lineKey('b', 'b-m'))).toBe(4);
  expect(selectQuantity(state, lineKey('b', 'b-l'))).toBe(0);
  expect(selectQuantity(state, lineKey('z'))).toBe(0);
  expect(selectLine(state, lineKey('z'))).toBeUndefined();
  expect(clampQuantity(0)).toBeNull();
  expect(clampQuantity(1e9)).toBe(99);
});
