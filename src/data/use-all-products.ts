import { useEffect, useState } from 'react';
import type { Product } from '@/domain/types';

let all: readonly Product[] | undefined;

/**
 * The whole catalogue, loaded on demand (its own chunk) the first time `wanted` is true: pages show
 * their prerendered first page without it, and need it only once the shopper filters, sorts or
 * turns a page. Undefined until it has loaded.
 */
export function useAllProducts(wanted: boolean): readonly Product[] | undefined {
  const [products, setProducts] = useState(all);
  useEffect(() => {
    if (!wanted || products) return;
    let live = true;
    void import('./catalog-repository').then((catalogue) => {
      all = catalogue.getAllProducts();
      if (live) setProducts(all);
    });
    return () => {
      live = false;
    };
  }, [wanted, products]);
  return products;
}
