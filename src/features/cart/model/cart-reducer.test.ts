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
import { type LineKey, keyText, lineKey, sameKey } from './cart-keys';
import { describeAdd, isSavedForLater, selectItemCount, selectLine, selectLineIndex } from './cart-selectors';

const run = (actions: CartAction[], start: CartState = emptyCart) => actions.reduce(cartReducer, start);
const cart = (...lines: [string, number][]): CartState => ({
  lines: lines.map(([productId, quantity]) => ({ productId, quantity })),
  saved: [],
});
/** Saved items of products without options. */
const saved = (...ids: string[]): LineKey[] => ids.map((id) => lineKey(id));
const k = lineKey;

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
    const state: CartState = { lines: [], saved: saved('a', 'b') };
    expect(cartReducer(state, { type: 'add', productId: 'a' })).toEqual({
      lines: [{ productId: 'a', quantity: 1 }],
      saved: saved('b'),
    });
  });

  test('describeAdd tells which toast applies', () => {
    const state = cart(['a', 1], ['b', 99]);
    expect(describeAdd(state, k('c'))).toBe('added');
    expect(describeAdd(state, k('a'))).toBe('increased');
    expect(describeAdd(state, k('b'))).toBe('limit');
    expect(describeAdd(state, k('a', 'a-m'))).toBe('added');
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
    const index = selectLineIndex(start, k('b'));
    const line = selectLine(start, k('b'))!;
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
      cartReducer({ lines: [{ productId: 'a', quantity: 2 }], saved: saved('b') }, { type: 'clear' }),
    ).toEqual({
      lines: [],
      saved: saved('b'),
    });
  });
});

describe('saved for later', () => {
  test('save for later moves the product to the saved list', () => {
    const state = run([{ type: 'saveForLater', productId: 'a' }], cart(['a', 3], ['b', 1]));
    expect(state).toEqual({ lines: [{ productId: 'b', quantity: 1 }], saved: saved('a') });
    expect(isSavedForLater(state, k('a'))).toBe(true);
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
    expect(state.saved).toEqual(saved('a'));
  });

  test('move to cart adds one and leaves the saved list', () => {
    const start: CartState = { lines: [], saved: saved('a', 'b') };
    expect(cartReducer(start, { type: 'moveToCart', productId: 'b' })).toEqual({
      lines: [{ productId: 'b', quantity: 1 }],
      saved: saved('a'),
    });
  });

  test('remove saved deletes it', () => {
    const start: CartState = { lines: [], saved: saved('a', 'b') };
    expect(cartReducer(start, { type: 'removeSaved', productId: 'a' })).toEqual({
      lines: [],
      saved: saved('b'),
    });
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
    saved: saved('a', 'd', 'd'),
  };
  expect(cartReducer(emptyCart, { type: 'replace', state: incoming })).toEqual({
    lines: [
      { productId: 'a', quantity: 99 },
      { productId: 'c', quantity: 2 },
    ],
    saved: saved('d'),
  });
});

describe('variants', () => {
  const m = k('tee', 'tee-m');
  const l = k('tee', 'tee-l');

  test('two variants of one product are two lines; the same variant again raises its quantity', () => {
    const state = run([
      { type: 'add', ...m },
      { type: 'add', ...l },
      { type: 'add', ...m },
    ]);
    expect(state.lines).toEqual([
      { ...m, quantity: 2 },
      { ...l, quantity: 1 },
    ]);
  });

  test('each action names its variant: the other line of the product is left alone', () => {
    const start = run([
      { type: 'add', ...m, quantity: 2 },
      { type: 'add', ...l },
    ]);
    expect(cartReducer(start, { type: 'setQuantity', ...l, quantity: 5 }).lines).toEqual([
      { ...m, quantity: 2 },
      { ...l, quantity: 5 },
    ]);
    expect(cartReducer(start, { type: 'remove', ...m }).lines).toEqual([{ ...l, quantity: 1 }]);
    expect(cartReducer(start, { type: 'remove', productId: 'tee' })).toBe(start);
    const later = cartReducer(start, { type: 'saveForLater', ...m });
    expect(later).toEqual({ lines: [{ ...l, quantity: 1 }], saved: [m] });
    expect(cartReducer(later, { type: 'moveToCart', ...m })).toEqual({
      lines: [
        { ...l, quantity: 1 },
        { ...m, quantity: 1 },
      ],
      saved: [],
    });
  });

  test('Undo puts a variant line back where it was, with its quantity', () => {
    const start = run([
      { type: 'add', productId: 'a' },
      { type: 'add', ...m, quantity: 3 },
      { type: 'add', ...l },
    ]);
    const line = selectLine(start, m)!;
    const index = selectLineIndex(start, m);
    const removed = cartReducer(start, { type: 'remove', ...m });
    expect(cartReducer(removed, { type: 'restore', line, index })).toEqual(start);
  });

  test('normalising merges lines of the same variant only', () => {
    expect(
      normalizeCartState({
        lines: [
          { ...m, quantity: 60 },
          { ...l, quantity: 1 },
          { ...m, quantity: 60 },
          { productId: 'tee', quantity: 1 },
        ],
        saved: [l, k('tee', 'tee-s'), k('tee', 'tee-s')],
      }),
    ).toEqual({
      lines: [
        { ...m, quantity: 99 },
        { ...l, quantity: 1 },
        { productId: 'tee', quantity: 1 },
      ],
      saved: [k('tee', 'tee-s')],
    });
  });
});

describe('invariants over arbitrary action sequences', () => {
  const id = fc.constantFrom('1', '2', '3', '4', '5');
  const variantId = fc.option(fc.constantFrom('s', 'm', 'l'), { nil: undefined });
  const key = fc.record({ productId: id, variantId });
  const quantity = fc.oneof(
    fc.integer({ min: -5, max: 120 }),
    fc.double({ min: -10, max: 200, noNaN: false }),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 0, 99, 100),
  );
  const line = fc.record({ productId: id, variantId, quantity });
  const state = fc.record({
    lines: fc.array(line, { maxLength: 8 }),
    saved: fc.array(key, { maxLength: 8 }),
  });
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      productId: id,
      variantId,
      quantity: fc.option(quantity, { nil: undefined }),
    }),
    fc.record({ type: fc.constant('setQuantity' as const), productId: id, variantId, quantity }),
    fc.record({ type: fc.constant('remove' as const), productId: id, variantId }),
    fc.record({ type: fc.constant('restore' as const), line, index: fc.integer({ min: -3, max: 8 }) }),
    fc.constant({ type: 'clear' as const }),
    fc.record({ type: fc.constant('saveForLater' as const), productId: id, variantId }),
    fc.record({ type: fc.constant('moveToCart' as const), productId: id, variantId }),
    fc.record({ type: fc.constant('removeSaved' as const), productId: id, variantId }),
    fc.record({ type: fc.constant('replace' as const), state }),
  );
  const has = (keys: readonly LineKey[], wanted: LineKey) => keys.some((entry) => sameKey(entry, wanted));

  test('quantities stay 1..99, keys (product and variant) stay unique and cart and saved disjoint', () => {
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
            // Stored and compared alike: never an explicit undefined variant.
            expect('variantId' in l && l.variantId === undefined).toBe(false);
          }
          const lineKeys = state.lines.map(keyText);
          expect(new Set(lineKeys).size).toBe(lineKeys.length);
          const savedKeys = state.saved.map(keyText);
          expect(new Set(savedKeys).size).toBe(savedKeys.length);
          expect(savedKeys.some((s) => lineKeys.includes(s))).toBe(false);
          expect(selectItemCount(state)).toBe(state.lines.reduce((n, l) => n + l.quantity, 0));
          if (
            a.type === 'add' &&
            describeAdd(before, a) === 'added' &&
            clampQuantity(a.quantity ?? 1) !== null
          ) {
            expect(selectLine(state, a)).toBeDefined();
          }
          if (a.type === 'add' || a.type === 'setQuantity' || a.type === 'remove') {
            // Another variant's line is never touched.
            const others = (s: CartState) => s.lines.filter((l) => !sameKey(l, a));
            expect(others(state)).toEqual(others(before));
          }
          if (a.type === 'clear') expect(state.lines).toEqual([]);
          if (a.type === 'remove') expect(selectLine(state, a)).toBeUndefined();
          if (a.type === 'saveForLater') expect(has(state.saved, a)).toBe(true);
          if (a.type === 'moveToCart') expect(has(state.saved, a)).toBe(false);
          if (a.type === 'add' || a.type === 'moveToCart')
            expect(selectItemCount(state)).toBeGreaterThanOrEqual(previousCount);
        }
      }),
      { numRuns: 500 },
    );
  });

  test('remove then Undo restores the exact cart, whatever the line', () => {
    fc.assert(
      fc.property(state, fc.nat(), (raw, pick) => {
        const start = normalizeCartState(raw);
        fc.pre(start.lines.length > 0);
        const line = start.lines[pick % start.lines.length]!;
        const index = selectLineIndex(start, line);
        const removed = cartReducer(start, { type: 'remove', ...line });
        expect(cartReducer(removed, { type: 'restore', line, index })).toEqual(start);
      }),
      { numRuns: 300 },
    );
  });

  test('normalizeCartState is idempotent', () => {
    fc.assert(
      fc.property(state, (raw) => {
        const once = normalizeCartState(raw);
        expect(normalizeCartState(once)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
