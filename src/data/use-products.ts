import { useEffect, useMemo, useReducer } from 'react';
import type { ProductSummary } from '@/domain/types';
import { findProducts, knownProduct } from './product-cache';

export interface ProductLookup {
  /** The product of an id, once known; undefined for an unknown id or while it loads. */
  find: (id: string) => ProductSummary | undefined;
  /** Every id has been looked up (found or not). */
  ready: boolean;
}

/**
 * The products of some ids (a cart's lines, a wishlist), looked up in the product cache: at once
 * when the store knows them, else after their shards arrive. A failed request is tried again
 * after a few seconds; until then `ready` stays false (the page keeps its loading state).
 */
export function useProducts(ids: readonly string[]): ProductLookup {
  const [version, bump] = useReducer((n: number) => n + 1, 0);
  const missing = ids.filter((id) => knownProduct(id) === undefined);
  const missingKey = missing.join('\u0000');

  useEffect(() => {
    if (missingKey === '') return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const lookUp = () =>
      findProducts(missingKey.split('\u0000')).then(
        () => live && bump(),
        () => {
          if (live) retry = setTimeout(lookUp, 3000);
        },
      );
    void lookUp();
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [missingKey]);

  const ready = missing.length === 0;
  // A new `find` whenever more products became known, so memoised views recompute.
  const find = useMemo(() => {
    void version;
    void ready;
    return (id: string) => knownProduct(id) ?? undefined;
  }, [version, ready]);
  return { find, ready };
}
