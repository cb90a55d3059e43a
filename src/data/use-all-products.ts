import { useEffect, useState } from 'react';
import type { Category, Product } from '@/domain/types';

export interface Catalogue {
  products: readonly Product[];
  categories: readonly Category[];
}

let loaded: Catalogue | undefined;
let loading: Promise<Catalogue> | undefined;

/** Starts loading the whole catalogue (its own chunk), once; a page that will need it calls this early. */
export function preloadCatalogue(): Promise<Catalogue> {
  loading ??= import('./catalog-repository').then((repository) => {
    loaded = { products: repository.getAllProducts(), categories: repository.getAllCategories() };
    return loaded;
  });
  return loading;
}

/**
 * The whole catalogue, loaded on demand the first time `wanted` is true: pages show their
 * prerendered first page without it, and need it only once the shopper filters, sorts, turns a
 * page or searches. Undefined until it has loaded.
 */
export function useCatalogue(wanted: boolean): Catalogue | undefined {
  const [catalogue, setCatalogue] = useState(loaded);
  useEffect(() => {
    if (!wanted || catalogue) return;
    let live = true;
    void preloadCatalogue().then((all) => {
      if (live) setCatalogue(all);
    });
    return () => {
      live = false;
    };
  }, [wanted, catalogue]);
  return catalogue;
}

/** The whole catalogue's products, as `useCatalogue`. */
export function useAllProducts(wanted: boolean): readonly Product[] | undefined {
  return useCatalogue(wanted)?.products;
}
