/**
 * Products by id in the browser, without the catalogue: fetched in shards on demand
 * (domain/product-shards.ts) and kept for the session. Products the shopper has already seen on a
 * page (added to the cart, hearted) are remembered, so they need no request at all.
 *
 * A shard's record of a product lists its variants (ShardProduct); a card's summary does not, so a
 * summary remembered from a list says nothing about them. `withVariants` lookups (the cart's) ask
 * the shard for a product known only from such a summary.
 */
import { productShardCount } from 'virtual:lumina-catalogue/client';
import { productShardOf, productShardUrl, type ShardProduct } from '@/domain/product-shards';
import type { ProductSummary } from '@/domain/types';
import { pageWork } from '@/lib/when-idle';

/** id -> product, or null once its shard showed there is no such product. */
const known = new Map<string, ShardProduct | null>();
/** Ids whose known record says what its variants are (from a shard, or a record listing them). */
const complete = new Set<string>();
const shards = new Map<number, Promise<void>>();

/**
 * A product some page already holds (the cart, a wishlist heart): later lookups need no request.
 * A record with `variants` (a product page's) counts as complete; a summary never replaces one.
 */
export function rememberProduct(product: ProductSummary | ShardProduct): void {
  if ('variants' in product) complete.add(product.id);
  else if (complete.has(product.id)) return;
  known.set(product.id, product);
}

/** The product if it is known by now: a product, null for no such product, undefined if not asked yet. */
export function knownProduct(id: string): ShardProduct | null | undefined {
  return known.get(id);
}

/** The product if its variants are known by now (see `withVariants` of findProducts), else undefined. */
export function knownWithVariants(id: string): ShardProduct | undefined {
  return complete.has(id) ? (known.get(id) ?? undefined) : undefined;
}

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
    pending = fetch(url).then(async (response) => {
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
 * Looks the ids up, fetching the shards not loaded yet (in parallel); ids without a product are
 * absent from the result. With `withVariants`, a product known only from a card's summary is looked
 * up in its shard too, so every product found says what its variants are. Rejects when a shard
 * cannot be fetched.
 */
export async function findProducts(
  ids: Iterable<string>,
  { withVariants = false }: { withVariants?: boolean } = {},
): Promise<Map<string, ShardProduct>> {
  const wanted = [...new Set(ids)];
  const missing = new Set(
    wanted.filter((id) => isMissing(id, withVariants)).map((id) => productShardOf(id, productShardCount)),
  );
  await Promise.all([...missing].map(loadShard));
  const found = new Map<string, ShardProduct>();
  for (const id of wanted) {
    const product = known.get(id);
    if (product) found.set(id, product);
    else if (product === undefined) {
      known.set(id, null);
      complete.add(id);
    }
  }
  return found;
}
