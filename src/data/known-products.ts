/**
 * The products the browser knows this session, by id: from a page that holds them (the cart and
 * the wishlist remember what they are given: a card's summary, or a product page's own record) or
 * from their shard (product-cache.ts, which looks up the rest). Kept apart from the lookups, which
 * load on demand (`findProducts`), so that every page's shell carries only this.
 *
 * A shard's record of a product lists its variants (ShardProduct); a card's summary does not, so a
 * summary remembered from a list says nothing about them (`knownWithVariants`).
 *
 * What is learned of the products a shopper holds or looks at is also kept on the device across
 * visits (product-memory.ts, loaded on demand), for lookups whose shard cannot be fetched.
 */
import type { ShardProduct } from '@/domain/product-shards';
import type { ProductSummary } from '@/domain/types';
import { loadOnce } from '@/lib/load-once';
import type { findProducts as find } from './product-cache';
import type { KeptProduct } from './product-memory-list';

// The two are filled here and by the lookups (product-cache.ts), and read by both.
/** id -> product, or null once its shard showed there is no such product. */
export const known = new Map<string, ShardProduct | null>();
/** Ids whose known record says what its variants are (from a shard, or a product page's). */
export const complete = new Set<string>();

const productCache = loadOnce(() => import('./product-cache'));

/**
 * The lookups of products by id (product-cache.ts's findProducts), loaded when a page first has
 * products to look up: a first visit to the cart, checkout or a product page with nothing stored
 * never downloads them. The stored cart's reader (features/cart/cart-persistence.ts) imports them
 * itself, so a returning shopper's lookups arrive with it, in the same round trip.
 */
export const findProducts: typeof find = (ids, options) =>
  productCache().then((cache) => cache.findProducts(ids, options));

/** The memory of this device (product-memory.ts), on demand. */
export const productMemory = loadOnce(() => import('./product-memory'));

/** Keeps these products across visits; if the memory's code cannot load, only that is lost. */
export function keep(entries: readonly KeptProduct[]): void {
  if (entries.length > 0) void productMemory().then((memory) => memory.keepProducts(entries), noop);
}

const noop = () => undefined;

/** Learns a product for the session; false when a summary would replace a complete record. */
export function learn(product: ShardProduct, whole: boolean): boolean {
  if (whole) complete.add(product.id);
  else if (complete.has(product.id)) return false;
  known.set(product.id, product);
  return true;
}

/**
 * A product some page already holds (the cart, a wishlist heart): later lookups need no request,
 * and it is kept across visits. It is complete (`whole`) when it says what its variants are: a
 * record with `variants`, or a product page's own (it has its `specifications`), with or without
 * options. A summary never replaces a complete record.
 */
export function rememberProduct(
  product: ProductSummary | ShardProduct,
  whole = 'variants' in product || 'specifications' in product,
): void {
  if (learn(product, whole)) keep([{ product, complete: whole }]);
}

/** The product if it is known by now: a product, null for no such product, undefined if not asked yet. */
export function knownProduct(id: string): ShardProduct | null | undefined {
  return known.get(id);
}

/** The product if its variants are known by now (see `withVariants` of findProducts), else undefined. */
export function knownWithVariants(id: string): ShardProduct | undefined {
  return complete.has(id) ? (known.get(id) ?? undefined) : undefined;
}
