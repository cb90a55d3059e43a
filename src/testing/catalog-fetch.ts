/**
 * The build's /data/products/<n>.json shard files, answered in tests the way the static host
 * answers them: the same products, split by the same rule (domain/product-shards.ts).
 */
import { products } from 'virtual:lumina-catalog';
import { productShardCount } from 'virtual:lumina-catalog/client';
import { productShardOf, productShardUrl } from '@/domain/product-shards';
import { productSummary } from '@/domain/types';

const shardFiles = new Map<string, string>();
for (let shard = 0; shard < productShardCount; shard += 1) {
  const list = products.filter((p) => productShardOf(p.id, productShardCount) === shard).map(productSummary);
  shardFiles.set(productShardUrl(shard), JSON.stringify(list));
}

/** Every fetch the tests make, as a static host would answer it; other URLs are refused. */
export function installCatalogFetch(): void {
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = shardFiles.get(url);
    return Promise.resolve(
      body === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}
