import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  describeWishlistAdd,
  describeWishlistToggle,
  emptyWishlist,
  isInWishlist,
  wishlistReducer,
  type WishlistAction,
} from './wishlist-reducer';

test('add appends; adding again is reported as a duplicate and changes nothing', () => {
  const one = wishlistReducer(emptyWishlist, { type: 'add', productId: 'a' });
  expect(one).toEqual(['a']);
  expect(describeWishlistAdd(one, 'a')).toBe('duplicate');
  expect(describeWishlistAdd(one, 'b')).toBe('added');
  expect(wishlistReducer(one, { type: 'add', productId: 'a' })).toBe(one);
  expect(wishlistReducer(one, { type: 'add', productId: 'b' })).toEqual(['a', 'b']);
});

test('remove, toggle and clear', () => {
  const state = ['a', 'b'];
  expect(wishlistReducer(state, { type: 'remove', productId: 'a' })).toEqual(['b']);
  expect(wishlistReducer(state, { type: 'remove', productId: 'z' })).toBe(state);
  expect(describeWishlistToggle(state, 'a')).toBe('removed');
  expect(describeWishlistToggle(state, 'c')).toBe('added');
  expect(wishlistReducer(state, { type: 'toggle', productId: 'a' })).toEqual(['b']);
  expect(wishlistReducer(state, { type: 'toggle', productId: 'c' })).toEqual(['a', 'b', 'c']);
  expect(wishlistReducer(state, { type: 'clear' })).toEqual([]);
  expect(isInWishlist(state, 'b')).toBe(true);
});

test('the wishlist never holds duplicates, whatever happens', () => {
  const id = fc.constantFrom('1', '2', '3', '4');
  const action: fc.Arbitrary<WishlistAction> = fc.oneof(
    fc.record({ type: fc.constantFrom('add' as const, 'remove' as const, 'toggle' as const), productId: id }),
    fc.constant({ type: 'clear' as const }),
  );
  fc.assert(
    fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
      let state = emptyWishlist;
      for (const a of actions) {
        const before = state;
        state = wishlistReducer(state, a);
        expect(new Set(state).size).toBe(state.length);
        if (a.type === 'add') expect(state).toContain(a.productId);
        if (a.type === 'remove') expect(state).not.toContain(a.productId);
        if (a.type === 'toggle') expect(state.includes(a.productId)).toBe(!before.includes(a.productId));
        if (a.type === 'clear') expect(state).toEqual([]);
      }
    }),
    { numRuns: 500 },
  );
});
