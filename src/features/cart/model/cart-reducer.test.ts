import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  cartReducer,
  clampQuantity,
  emptyCart,
  normalizeCartState,
  type CartAction,
  type CartState,
} from './cart-reducer';
import { describeAdd, isSavedForLater, selectItemCount, selectLine, selectLineIndex } from './cart-selectors';

const run = (actions: CartAction[], start: CartState = emptyCart) => actions.reduce(cartReducer, start);
const cart = (...lines: [string, number][]): CartState => ({
  lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  saved: [],
});

describe('add', () => {
  test('a new product is appended with quantity 1', () => {
    expect(
      run([
        { type: 'add', productId: 'a' },
        { type: 'add', productId: 'b' },
      ]),
    ).toEqual(cart(['a', 1], ['b', 1]));
  });

  test('adding a product already in the cart raises its quantity', () => {
    expect(
      run([
        { type: 'add', productId: 'a' },
        { type: 'add', productId: 'b' },
        { type: 'add', productId: 'a' },
      ]),
    ).toEqual(cart(['a', 2], ['b', 1]));
  });

  test('a chosen quantity is added, floored and capped at 99', () => {
    expect(run([{ type: 'add', productId: 'a', quantity: 3 }])).toEqual(cart(['a', 3]));
    expect(run([{ type: 'add', productId: 'a', quantity: 2.9 }])).toEqual(cart(['a', 2]));
    expect(run([{ type: 'add', productId: 'a', quantity: 150 }])).toEqual(cart(['a', 99]));
    expect(
      run([
        { type: 'add', productId: 'a', quantity: 98 },
        { type: 'add', productId: 'a', quantity: 5 },
      ]),
    ).toEqual(cart(['a', 99]));
  });

  test('adding at the cap changes nothing (same state object)', () => {
    const full = cart(['a', 99]);
    expect(cartReducer(full, { type: 'add', productId: 'a' })).toBe(full);
  });

  test('zero, negative or NaN quantities add nothing', () => {
    for (const quantity of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 0.5]) {
      expect(cartReducer(emptyCart, { type: 'add', productId: 'a', quantity })).toBe(emptyCart);
    }
  });

  test('adding a saved product takes it out of the saved list', () => {
    const state: CartState = { lines: [], saved: ['a', 'b'] };
    expect(cartReducer(state, { type: 'add', productId: 'a' })).toEqual({
      lines: [{ productId: 'a', quantity: 1 }],
      saved: ['b'],
    });
  });

  test('describeAdd tells which toast applies', () => {
    const state = cart(['a', 1], ['b', 99]);
    expect(describeAdd(state, 'c')).toBe('added');
    expect(describeAdd(state, 'a')).toBe('increased');
    expect(describeAdd(state, 'b')).toBe('limit');
  });
});

describe('setQuantity', () => {
  const start = cart(['a', 2], ['b', 1]);

  test('sets, floors and caps at 99', () => {
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: 5 })).toEqual(
      cart(['a', 5], ['b', 1]),
    );
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: 3.7 })).toEqual(
      cart(['a', 3], ['b', 1]),
    );
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: 100 })).toEqual(
      cart(['a', 99], ['b', 1]),
    );
  });

  test('0 or less removes the line', () => {
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: 0 })).toEqual(cart(['b', 1]));
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: -1 })).toEqual(cart(['b', 1]));
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: 0.4 })).toEqual(
      cart(['b', 1]),
    );
  });

  test('NaN and Infinity are ignored; unknown lines are not created', () => {
    expect(cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: Number.NaN })).toBe(start);
    expect(
      cartReducer(start, { type: 'setQuantity', productId: 'a', quantity: Number.POSITIVE_INFINITY }),
    ).toBe(start);
    expect(cartReducer(start, { type: 'setQuantity', productId: 'z', quantity: 3 })).toBe(start);
  });
});

describe('remove, restore and clear', () => {
  test('remove deletes the line; restore puts it back where it was', () => {
    const start = cart(['a', 1], ['b', 4], ['c', 2]);
    const index = selectLineIndex(start, 'b');
    const line = selectLine(start, 'b')!;
    const removed = cartReducer(start, { type: 'remove', productId: 'b' });
    expect(removed).toEqual(cart(['a', 1], ['c', 2]));
    expect(cartReducer(removed, { type: 'restore', line, index })).toEqual(start);
  });

  test('restore clamps the index and merges with a line added since', () => {
    expect(
      cartReducer(cart(['a', 1]), { type: 'restore', line: { productId: 'b', quantity: 2 }, index: 40 }),
    ).toEqual(cart(['a', 1], ['b', 2]));
    expect(
      cartReducer(cart(['a', 1]), { type: 'restore', line: { productId: 'b', quantity: 2 }, index: -3 }),
    ).toEqual(cart(['b', 2], ['a', 1]));
    expect(
      cartReducer(cart(['b', 1]), { type: 'restore', line: { productId: 'b', quantity: 2 }, index: 0 }),
    ).toEqual(cart(['b', 3]));
  });

  test('removing an unknown line changes nothing', () => {
    const start = cart(['a', 1]);
    expect(cartReducer(start, { type: 'remove', productId: 'z' })).toBe(start);
  });

  test('clear empties the cart and keeps the saved list', () => {
    expect(
      cartReducer({ lines: [{ productId: 'a', quantity: 2 }], saved: ['b'] }, { type: 'clear' }),
    ).toEqual({
      lines: [],
      saved: ['b'],
    });
  });
});

describe('saved for later', () => {
  test('save for later moves the product to the saved list', () => {
    const state = run([{ type: 'saveForLater', productId: 'a' }], cart(['a', 3], ['b', 1]));
    expect(state).toEqual({ lines: [{ productId: 'b', quantity: 1 }], saved: ['a'] });
    expect(isSavedForLater(state, 'a')).toBe(true);
  });

  test('saving twice keeps one entry', () => {
    const state = run(
      [
        { type: 'saveForLater', productId: 'a' },
        { type: 'add', productId: 'a' },
        { type: 'saveForLater', productId: 'a' },
        { type: 'saveForLater', productId: 'a' },
      ],
      cart(['a', 1]),
    );
    expect(state.saved).toEqual(['a']);
  });

  test('move to cart adds one and leaves the saved list', () => {
    const start: CartState = { lines: [], saved: ['a', 'b'] };
    expect(cartReducer(start, { type: 'moveToCart', productId: 'b' })).toEqual({
      lines: [{ productId: 'b', quantity: 1 }],
      saved: ['a'],
    });
  });

  test('remove saved deletes it', () => {
    const start: CartState = { lines: [], saved: ['a', 'b'] };
    expect(cartReducer(start, { type: 'removeSaved', productId: 'a' })).toEqual({ lines: [], saved: ['b'] });
    expect(cartReducer(start, { type: 'removeSaved', productId: 'z' })).toBe(start);
  });
});

test('replace normalises a state from another tab', () => {
  const incoming: CartState = {
    lines: [
      { productId: 'a', quantity: 60 },
      { productId: 'a', quantity: 60 },
      { productId: 'b', quantity: 0 },
      { productId: 'c', quantity: 2.5 },
    ],
    saved: ['a', 'd', 'd'],
  };
  expect(cartReducer(emptyCart, { type: 'replace', state: incoming })).toEqual({
    lines: [
      { productId: 'a', quantity: 99 },
      { productId: 'c', quantity: 2 },
    ],
    saved: ['d'],
  });
});

describe('invariants over arbitrary action sequences', () => {
  const id = fc.constantFrom('1', '2', '3', '4', '5');
  const quantity = fc.oneof(
    fc.integer({ min: -5, max: 120 }),
    fc.double({ min: -10, max: 200, noNaN: false }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 99, 100),
  );
  const line = fc.record({ productId: id, quantity });
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      productId: id,
      quantity: fc.option(quantity, { nil: undefined }),
    }),
    fc.record({ type: fc.constant('setQuantity' as const), productId: id, quantity }),
    fc.record({ type: fc.constant('remove' as const), productId: id }),
    fc.record({ type: fc.constant('restore' as const), line, index: fc.integer({ min: -3, max: 8 }) }),
    fc.constant({ type: 'clear' as const }),
    fc.record({ type: fc.constant('saveForLater' as const), productId: id }),
    fc.record({ type: fc.constant('moveToCart' as const), productId: id }),
    fc.record({ type: fc.constant('removeSaved' as const), productId: id }),
    fc.record({
      type: fc.constant('replace' as const),
      state: fc.record({ lines: fc.array(line, { maxLength: 8 }), saved: fc.array(id, { maxLength: 8 }) }),
    }),
  );

  test('quantities stay 1..99, lines and saved ids stay unique and disjoint', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = emptyCart;
        for (const a of actions) {
          const before = state;
          const previousCount = selectItemCount(before);
          state = cartReducer(state, a);
          for (const l of state.lines) {
            expect(Number.isInteger(l.quantity)).toBe(true);
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(99);
          }
          const lineIds = state.lines.map((l) => l.productId);
          expect(new Set(lineIds).size).toBe(lineIds.length);
          expect(new Set(state.saved).size).toBe(state.saved.length);
          expect(state.saved.some((s) => lineIds.includes(s))).toBe(false);
          expect(selectItemCount(state)).toBe(state.lines.reduce((n, l) => n + l.quantity, 0));
          if (
            a.type === 'add' &&
            describeAdd(before, a.productId) === 'added' &&
            clampQuantity(a.quantity ?? 1) !== null
          ) {
            expect(selectLine(state, a.productId)).toBeDefined();
          }
          if (a.type === 'clear') expect(state.lines).toEqual([]);
          if (a.type === 'remove') expect(selectLine(state, a.productId)).toBeUndefined();
          if (a.type === 'saveForLater') expect(state.saved).toContain(a.productId);
          if (a.type === 'moveToCart') expect(state.saved).not.toContain(a.productId);
          if (a.type === 'add' || a.type === 'moveToCart')
            expect(selectItemCount(state)).toBeGreaterThanOrEqual(previousCount);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('normalizeCartState is idempotent', () => {
    fc.assert(
      fc.property(
        fc.record({ lines: fc.array(line, { maxLength: 10 }), saved: fc.array(id, { maxLength: 10 }) }),
        (state) => {
          const once = normalizeCartState(state);
          expect(normalizeCartState(once)).toEqual(once);
        },
      ),
      { numRuns: 500 },
    );
  });
});
