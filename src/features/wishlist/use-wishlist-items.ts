import { useMemo } from 'react';
import { getProductById } from '@/data/catalog-repository';
import type { Product } from '@/domain/types';
import { useWishlist } from './use-wishlist';

/** The wishlist's products, resolved against the catalogue, in the order they were added. */
export function useWishlistItems(): Product[] {
  const { ids } = useWishlist();
  return useMemo(
    () => ids.map((id) => getProductById(id)).filter((p): p is Product => p !== undefined),
    [ids],
  );
}
