import type * as React from 'react';
import { PrePaintChoice } from '@/boot/pre-paint-choice';
import { hasStoredCart, storedCartKeys } from '../model/cart-storage-keys';

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
