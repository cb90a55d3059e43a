import { useMemo } from 'react';
import { useProducts } from '@/data/use-products';
import type { ProductSummary } from '@/domain/types';
import { useWishlist } from './use-wishlist';

export interface WishlistItems {
  /** The wishlist's products in the order they were added. */
  products: ProductSummary[];
  /** The products could not be loaded (offline): the page says so and offers `retry`. */
  failed: boolean;
  retry: () => void;
}

/** The wishlist's products (hearted products are already known, so this rarely waits). */
export function useWishlistItems(): WishlistItems {
  const { ids } = useWishlist();
  const { find, failed, retry } = useProducts(ids);
  const products = useMemo(
    () => ids.map(find).filter((p): p is ProductSummary => p !== undefined),
    [ids, find],
  );
  return { products, failed, retry };
}
