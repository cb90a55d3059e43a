import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { ProductVariant } from '@/domain/variant-types';
import { keyText, lineKey } from './cart-keys';
import { type CartState, normalizeCartState } from './cart-reducer';
import { settleCart, settleVariant, type VariantsOf } from './cart-variants';

const variant = (id: string, inStock = true): ProductVariant => ({ id, options: { Size: id }, inStock });
const tee: VariantsOf = { variants: [variant('xs', false), variant('s'), variant('m')] };
const soldOut: VariantsOf = { variants: [variant('twin', false), variant('king', false)] };
const plain: VariantsOf = {};

describe('settleVariant', () => {
  test('a variant of the product is kept', () => {
    expect(settleVariant(tee, 'm', 'drop')).toBe('m');
    expect(settleVariant(tee, 'xs', 'drop')).toBe('xs');
  });

  test('none, or one the product lacks, becomes the first variant in stock', () => {
    expect(settleVariant(tee, undefined, 'drop')).toBe('s');
    expect(settleVariant(tee, 'gone', 'drop')).toBe('s');
  });

  test('with none in stock a cart line is dropped and a saved item keeps the first', () => {
    expect(settleVariant(soldOut, undefined, 'drop')).toBeNull();
    expect(settleVariant(soldOut, undefined, 'keep')).toBe('twin');
  });

  test('a product without options has items without a variant', () => {
    expect(settleVariant(plain, undefined, 'drop')).toBeUndefined();
    expect(settleVariant(plain, 'm', 'drop')).toBeUndefined();
  });
});

describe('settleCart', () => {
  const products = new Map<string, VariantsOf>([
    ['tee', tee],
    ['sheets', soldOut],
    ['book', plain],
  ]);
  const lookup = (id: string) => products.get(id);

  test('a cart stored before options: lines take the first variant in stock and merge with it', () => {
    const stored: CartState = {
      lines: [
        { productId: 'book', quantity: 1 },
        { productId: 'tee', variantId: 's', quantity: 2 },
        { productId: 'tee', quantity: 3 },
        { productId: 'sheets', quantity: 1 },
      ],
      saved: [lineKey('sheets'), lineKey('tee', 'm')],
    };
    const { state, dropped } = settleCart(stored, lookup);
    expect(state).toEqual({
      lines: [
        { productId: 'book', quantity: 1 },
        { productId: 'tee', variantId: 's', quantity: 5 },
      ],
      saved: [lineKey('sheets', 'twin'), lineKey('tee', 'm')],
    });
    expect(dropped).toEqual([{ productId: 'sheets', quantity: 1 }]);
  });

  test('items of products not known yet are kept as they are; a settled cart is returned as it is', () => {
    const stored: CartState = { lines: [{ productId: 'later', quantity: 2 }], saved: [lineKey('later')] };
    expect(settleCart(stored, lookup).state).toBe(stored);
    const settled = settleCart({ lines: [{ productId: 'tee', quantity: 1 }], saved: [] }, lookup).state;
    expect(settleCart(settled, lookup).state).toBe(settled);
  });

  const id = fc.constantFrom('tee', 'sheets', 'book', 'later');
  const variantId = fc.option(fc.constantFrom('xs', 's', 'm', 'gone', 'twin'), { nil: undefined });
  const state = fc
    .record({
      lines: fc.array(fc.record({ productId: id, variantId, quantity: fc.integer({ min: 1, max: 99 }) }), {
        maxLength: 8,
      }),
      saved: fc.array(fc.record({ productId: id, variantId }), { maxLength: 6 }),
    })
    .map(normalizeCartState);

  test('afterwards every item of a known product names one of its variants (or none without options), keys stay unique and nothing else is lost', () => {
    fc.assert(
      fc.property(state, (before) => {
        const { state: after, dropped } = settleCart(before, lookup);
        for (const item of [...after.lines, ...after.saved]) {
          const product = products.get(item.productId);
          if (!product) continue;
          const ids = product.variants?.map((v) => v.id) ?? [];
          if (ids.length === 0) expect(item.variantId).toBeUndefined();
          else expect(ids).toContain(item.variantId);
        }
        const keys = after.lines.map(keyText);
        expect(new Set(keys).size).toBe(keys.length);
        expect(after.saved.map(keyText).some((key) => keys.includes(key))).toBe(false);
        // Quantities move to the settled line (capped at 99), except the dropped lines'.
        const count = (s: CartState) => s.lines.reduce((n, l) => n + l.quantity, 0);
        const droppedCount = dropped.reduce((n, l) => n + l.quantity, 0);
        expect(count(after)).toBeLessThanOrEqual(count(before) - droppedCount);
        if (after.lines.every((l) => l.quantity < 99))
          expect(count(after)).toBe(count(before) - droppedCount);
        for (const line of dropped) expect(line.productId).toBe('sheets');
        // Settling twice changes nothing more.
        expect(settleCart(after, lookup).state).toBe(after);
      }),
      { numRuns: 500 },
    );
  });
});
