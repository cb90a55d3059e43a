/**
 * Products by id in the browser, without the catalogue: fetched in shards on demand
 * (domain/product-shards.ts) and kept for the session (known-products.ts). Products the shopper has
 * already seen on a page (added to the cart, hearted, their own page) are known already, so they
 * need no request at all. When a shard cannot be fetched (offline), what this device kept of the
 * products the shopper held or looked at answers for them (product-memory.ts), so the cart and
 * checkout still show them; online, a lookup always asks the shard, with today's prices.
 */
import { marketUrl } from '@/config/market';
import { productShardCount } from 'virtual:lumina-catalogue/client';
import { productShardOf, productShardUrl, type ShardProduct } from '@/domain/product-shards';
import { pageWork } from '@/lib/when-idle';
import { complete, keep, known, learn, productMemory } from './known-products';
import type { KeptProduct } from './product-memory-list';

const shards = new Map<number, Promise<void>>();

/** Forgets every product and shard, as a new session would (tests of a lookup that fails). */
export function forgetProducts(): void {
  known.clear();
  complete.clear();
  shards.clear();
}

function loadShard(shard: number): Promise<void> {
  let pending = shards.get(shard);
  if (!pending) {
    const url = productShardUrl(shard);
    pending = fetch(marketUrl(url)).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      for (const product of (await response.json()) as ShardProduct[]) {
        if (complete.has(product.id)) continue;
        known.set(product.id, product);
        complete.add(product.id);
      }
    });
    // A failed request (offline) is tried again by the next lookup.
    pending.catch(() => shards.delete(shard));
    pageWork(pending);
    shards.set(shard, pending);
  }
  return pending;
}

/** Whether a lookup must fetch the id's shard. */
function isMissing(id: string, withVariants: boolean): boolean {
  const product = known.get(id);
  return product === undefined || (withVariants && product !== null && !complete.has(id));
}

/**
 * A shard could not be fetched (offline): the ids still missing are answered from what this device
 * kept of them (product-memory.ts). Rejects with the shard's error when it holds not all of them.
 */
async function recall(ids: readonly string[], withVariants: boolean, error: unknown): Promise<void> {
  const lost = ids.filter((id) => isMissing(id, withVariants));
  const kept = await productMemory().then(
    (memory) => memory.recallProducts(lost),
    () => new Map<string, KeptProduct>(),
  );
  for (const { product, complete: whole } of kept.values()) learn(product, whole);
  if (lost.some((id) => isMissing(id, withVariants))) throw error;
}

/**
 * Looks the ids up, fetching the shards not loaded yet (in parallel); ids without a product are
 * absent from the result. With `withVariants`, a product known only from a card's summary is looked
 * up in its shard too, so every product found says what its variants are. When a shard cannot be
 * fetched, what this device kept answers for its ids (`recall`); rejects when that is not all of
 * them. What a lookup that asked a shard found is kept on the device (product-memory.ts).
 */
export async function findProducts(
  ids: Iterable<string>,
  { withVariants = false }: { withVariants?: boolean } = {},
): Promise<Map<string, ShardProduct>> {
  const wanted = [...new Set(ids)];
  const missing = new Set(
    wanted.filter((id) => isMissing(id, withVariants)).map((id) => productShardOf(id, productShardCount)),
  );
  const loaded = await Promise.allSettled([...missing].map(loadShard));
  const failure = loaded.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) await recall(wanted, withVariants, failure.reason);
  const found = new Map<string, ShardProduct>();
  for (const id of wanted) {
    const product = known.get(id);
    if (product) found.set(id, product);
    else if (product === undefined) {
      known.set(id, null);
      complete.add(id);
    }
  }
  if (missing.size > 0)
    keep([...found.values()].map((product) => ({ product, complete: complete.has(product.id) })));
  return found;
}
