import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  loadCartState,
  parseStoredCart,
  parseStoredSaved,
  serializeCart,
  serializeSaved,
} from './cart-storage';
import { keyText } from './cart-keys';

const known = new Set(['1', '2', '3']);

test('nothing stored is an empty, valid cart', () => {
  expect(parseStoredCart(null, known)).toEqual({ lines: [], valid: true });
  expect(parseStoredSaved(null, known)).toEqual({ saved: [], valid: true });
});

test('a stored cart round-trips', () => {
  const lines = [
    { productId: '2', variantId: '2-oat-m', quantity: 3 },
    { productId: '2', variantId: '2-oat-l', quantity: 1 },
    { productId: '1', quantity: 99 },
  ];
  expect(parseStoredCart(serializeCart(lines), known)).toEqual({ lines, valid: true });
  const saved = [{ productId: '3' }, { productId: '2', variantId: '2-sage-s' }];
  expect(parseStoredSaved(serializeSaved(saved), known)).toEqual({ saved, valid: true });
  expect(serializeSaved(saved)).toBe('[{"productId":"3"},{"productId":"2","variantId":"2-sage-s"}]');
});

test('a cart stored before options (lines without a variant, saved ids) still loads', () => {
  expect(loadCartState('[{"productId":"2","quantity":2}]', '["3","1"]', known)).toEqual({
    state: { lines: [{ productId: '2', quantity: 2 }], saved: [{ productId: '3' }, { productId: '1' }] },
    cartValid: true,
    savedValid: true,
  });
});

test.each([
  '"{oops"',
  '{oops',
  '{"a":1}',
  'null',
  '42',
  '[1,2]',
  '[{"productId":"1"}]',
  '[{"productId":"1","quantity":0}]',
  '[{"productId":"1","quantity":100}]',
  '[{"productId":"1","quantity":1.5}]',
  '[{"productId":1,"quantity":1}]',
  '[{"productId":"1","variantId":7,"quantity":1}]',
  '',
])('cart %j loads as empty and invalid', (raw) => {
  expect(parseStoredCart(raw, known)).toEqual({ lines: [], valid: false });
});

test('unknown product ids are dropped from well-formed data', () => {
  expect(parseStoredCart('[{"productId":"999","quantity":2}]', known)).toEqual({ lines: [], valid: true });
  expect(parseStoredCart('[{"productId":"999","quantity":2},{"productId":"1","quantity":1}]', known)).toEqual(
    {
      lines: [{ productId: '1', quantity: 1 }],
      valid: true,
    },
  );
  expect(parseStoredSaved('["999","2"]', known)).toEqual({ saved: [{ productId: '2' }], valid: true });
});

test('duplicate lines merge (capped at 99) and duplicate saved ids collapse', () => {
  expect(
    parseStoredCart(
      '[{"productId":"1","quantity":60},{"productId":"2","quantity":1},{"productId":"1","quantity":60}]',
      known,
    ),
  ).toEqual({
    lines: [
      { productId: '1', quantity: 99 },
      { productId: '2', quantity: 1 },
    ],
    valid: true,
  });
  expect(parseStoredSaved('["2","2",{"productId":"2"},"1"]', known)).toEqual({
    saved: [{ productId: '2' }, { productId: '1' }],
    valid: true,
  });
});

test('extra fields are ignored', () => {
  expect(parseStoredCart('[{"productId":"1","quantity":2,"name":"x"}]', known)).toEqual({
    lines: [{ productId: '1', quantity: 2 }],
    valid: true,
  });
});

test.each([
  '"{oops"',
  '{"a":1}',
  '[1]',
  '[null]',
  'true',
  '[{"id":"1"}]',
  '[{"productId":"1","variantId":2}]',
])('saved %j loads as empty and invalid', (raw) => {
  expect(parseStoredSaved(raw, known)).toEqual({ saved: [], valid: false });
});

test('loadCartState keeps a product stored in both lists in the cart only', () => {
  expect(loadCartState('[{"productId":"1","quantity":2}]', '["1","2"]', known)).toEqual({
    state: { lines: [{ productId: '1', quantity: 2 }], saved: [{ productId: '2' }] },
    cartValid: true,
    savedValid: true,
  });
  expect(loadCartState('{oops', null, known)).toEqual({
    state: { lines: [], saved: [] },
    cartValid: false,
    savedValid: true,
  });
});

test('any stored text loads without throwing into a valid state', () => {
  const jsonish = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.json(),
    fc
      .array(
        fc.record({
          productId: fc.oneof(fc.constantFrom('1', '2', '3', '9'), fc.string()),
          variantId: fc.option(fc.oneof(fc.constantFrom('s', 'm'), fc.integer()), { nil: undefined }),
          quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
        }),
        { maxLength: 6 },
      )
      .map((v) => JSON.stringify(v)),
    fc
      .array(
        fc.oneof(
          fc.constantFrom('1', '2', '9'),
          fc.string(),
          fc.integer(),
          fc.record({ productId: fc.constantFrom('1', '2'), variantId: fc.constantFrom('s', 'm') }),
        ),
        { maxLength: 6 },
      )
      .map((v) => JSON.stringify(v)),
  );
  fc.assert(
    fc.property(jsonish, jsonish, (rawCart, rawSaved) => {
      const { state } = loadCartState(rawCart, rawSaved, known);
      const keys = state.lines.map(keyText);
      expect(new Set(keys).size).toBe(keys.length);
      for (const l of state.lines) {
        expect(known.has(l.productId)).toBe(true);
        expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= 99).toBe(true);
      }
      const saved = state.saved.map(keyText);
      expect(new Set(saved).size).toBe(saved.length);
      for (const s of state.saved) {
        expect(known.has(s.productId)).toBe(true);
        expect(keys).not.toContain(keyText(s));
      }
    }),
    { numRuns: 500 },
  );
});
