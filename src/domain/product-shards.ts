/**
 * Products travel to the browser in small data files ("shards"), so a page that shows a few
 * products by id (cart, wishlist, an unknown id check) fetches a few kilobytes, whatever the size of
 * the catalogue. A product's shard follows from its id alone, and every shard file exists, so an
 * unknown id is answered "not found" without a failed request.
 */

/** Products per shard, on average. */
export const productsPerShard = 32;

export function productShardCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / productsPerShard));
}

/** The shard of an id: FNV-1a over its UTF-16 code units, modulo the shard count. */
export function productShardOf(id: string, shardCount: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/** The URL of a shard's data file. */
export function productShardUrl(shard: number): string {
  return `/data/products/${shard}.json`;
}
