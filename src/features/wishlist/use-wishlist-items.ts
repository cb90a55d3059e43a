import { useMemo } from 'react';
import { useProducts } from '@/data/use-products';
import type { ProductSummary } from '@/domain/types';
import { useWishlist } from './use-wishlist';

/** The wishlist's products in the order they were added (hearted products are already known). */
export function useWishlistItems(): ProductSummary[] {
  const { ids } = useWishlist();
  const { find } = useProducts(ids);
  return useMemo(() => ids.map(find).filter((p): p is ProductSummary => p !== undefined), [ids, find]);
}
