import { createContext, useContext } from 'react';
import type { Product } from '@/domain/types';

export interface WishlistContextValue {
  /** Product ids in the order they were added (resolve them with `useWishlistItems`). */
  ids: readonly string[];
  count: number;
  has: (productId: string) => boolean;
  add: (product: Product) => void;
  remove: (product: Product) => void;
  toggle: (product: Product) => void;
  clear: () => void;
}

export const WishlistContext = createContext<WishlistContextValue | null>(null);

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider');
  return value;
}
