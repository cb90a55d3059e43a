/**
 * The build's /data/products/<n>.json shard files, answered in tests the way the static host
 * answers them: the same products, split by the same rule (domain/product-shards.ts).
 */
import { products } from 'virtual:lumina-catalog';
import { productShardFiles } from '@/domain/product-shards';

const shardFiles = productShardFiles(products);

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
