import type * as React from 'react';
import { PrePaintChoice } from '@/components/pre-paint-choice';
import { cartStorageKeys } from '../model/cart-storage-keys';

/**
 * True when storage holds a cart or saved list: anything but an empty list, including data the app
 * will later reject, or storage that cannot be read. Self-contained: it also runs as an inline
 * script before the first paint.
 */
export function hasStoredCart(keys: readonly string[]): boolean {
  try {
    for (const key of keys) {
      const value = localStorage.getItem(key);
      if (value !== null && value.trim() !== '[]') return true;
    }
    return false;
  } catch {
    return true;
  }
}

export const storedCartKeys: readonly string[] = Object.values(cartStorageKeys);

interface PendingCartProps {
  /** What a shopper with nothing stored will see once the cart has loaded. */
  empty: React.ReactNode;
  /** The neutral loading state for a shopper whose stored cart is still being read. */
  loading: React.ReactNode;
}

/**
 * Before the stored cart has loaded (it is read after hydration), a prerendered cart or checkout
 * page cannot know what to show: a new shopper sees the empty state at once and a returning one a
 * loading state, never a false 'empty'.
 */
export function PendingCart({ empty, loading }: PendingCartProps) {
  return <PrePaintChoice test={hasStoredCart} arg={storedCartKeys} whenTrue={loading} whenFalse={empty} />;
}
