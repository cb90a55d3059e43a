import { useMemo } from 'react';
import type { ShardProduct } from '@/domain/product-shards';
import { useRetryable } from '@/lib/use-retryable';
import { findProducts, knownProduct } from './known-products';

export interface ProductLookup {
  /** The product of an id, once known; undefined for an unknown id or while it loads. */
  find: (id: string) => ShardProduct | undefined;
  /** Every id has been looked up (found or not). */
  ready: boolean;
  /**
   * True when a shard could not be fetched (offline, a failed download): `ready` stays false and
   * nothing more is asked until `retry`, or by itself when the browser is back online.
   */
  failed: boolean;
  /** Asks for the missing products again. */
  retry: () => void;
}

const separator = '\u0000';
const lookUp = (key: string) => findProducts(key.split(separator));

/**
 * The products of some ids (a cart's lines, a wishlist), looked up in the product cache: at once
 * when the cache knows them, else after their shards arrive. Failure and retry work as for the
 * catalogue's lists (lib/use-retryable.ts), and the pages show the same message
 * (components/catalogue-unavailable.tsx).
 */
export function useProducts(ids: readonly string[]): ProductLookup {
  const missing = ids.filter((id) => knownProduct(id) === undefined);
  const key = missing.length > 0 ? missing.join(separator) : null;
  const { answer, failed, retry } = useRetryable(key, lookUp);
  const ready = key === null;
  // A new `find` whenever more products became known, so memoised views recompute.
  const find = useMemo(() => {
    void answer;
    void ready;
    return (id: string) => knownProduct(id) ?? undefined;
  }, [answer, ready]);
  return { find, ready, failed, retry };
}
