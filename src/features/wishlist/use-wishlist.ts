import { createContext, useContext } from 'react';
import type { ProductSummary } from '@/domain/types';

export interface WishlistContextValue {
  /** ProductSummary ids in the order they were added (resolve them with `useWishlistItems`). */
  ids: readonly string[];
  count: number;
  has: (productId: string) => boolean;
  add: (product: ProductSummary) => void;
  remove: (product: ProductSummary) => void;
  toggle: (product: ProductSummary) => void;
  clear: () => void;
}

export const WishlistContext = createContext<WishlistContextValue | null>(null);

export function useWishlist(): WishlistContextValue {
  const value = useContext(WishlistContext);
  if (!value) throw new Error('useWishlist must be used within a WishlistProvider');
  return value;
}
