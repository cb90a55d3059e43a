/**
 * Products by id in the browser, without the catalogue: fetched in shards on demand
 * (domain/product-shards.ts) and kept for the session. Products the shopper has already seen on a
 * page (added to the cart, hearted) are remembered, so they need no request at all.
 */
import { productShardCount } from 'virtual:lumina-catalogue/client';
import { productShardOf, productShardUrl } from '@/domain/product-shards';
import type { ProductSummary } from '@/domain/types';

/** id -> product, or null once its shard showed there is no such product. */
const known = new Map<string, ProductSummary | null>();
const shards = new Map<number, Promise<void>>();

/** A product some page already holds (the cart, a wishlist heart): later lookups need no request. */
export function rememberProduct(product: ProductSummary): void {
  known.set(product.id, product);
}

/** The product if it is known by now: a product, null for no such product, undefined if not asked yet. */
export function knownProduct(id: string): ProductSummary | null | undefined {
  return known.get(id);
}

/** Forgets every product and shard, as a new session would (tests of a lookup that fails). */
export function forgetProducts(): void {
  known.clear();
  shards.clear();
}

function loadShard(shard: number): Promise<void> {
  let pending = shards.get(shard);
  if (!pending) {
    const url = productShardUrl(shard);
    pending = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      for (const product of (await response.json()) as ProductSummary[]) {
        if (!known.get(product.id)) known.set(product.id, product);
      }
    });
    // A failed request (offline) is tried again by the next lookup.
    pending.catch(() => shards.delete(shard));
    shards.set(shard, pending);
  }
  return pending;
}

/**
 * Looks the ids up, fetching the shards not loaded yet (in parallel); ids without a product are
 * absent from the result. Rejects when a shard cannot be fetched.
 */
export async function findProducts(ids: Iterable<string>): Promise<Map<string, ProductSummary>> {
  const wanted = [...new Set(ids)];
  const missing = new Set(
    wanted.filter((id) => known.get(id) === undefined).map((id) => productShardOf(id, productShardCount)),
  );
  await Promise.all([...missing].map(loadShard));
  const found = new Map<string, ProductSummary>();
  for (const id of wanted) {
    const product = known.get(id);
    if (product) found.set(id, product);
    else known.set(id, null);
  }
  return found;
}
