/**
 * The build's /data/ files (product shards, catalogue index, suggestion prefix files), answered in
 * tests the way the static host answers them: the same files, made by the same rule.
 */
import { categories, products, synonyms } from 'virtual:lumina-catalogue';
import { catalogueDataFiles } from '@/domain/catalogue-data-files';
import { catalogueIndex } from '@/domain/catalogue-query';
import { productShardFiles } from '@/domain/product-shards';

const dataFiles = new Map([
  ...productShardFiles(products),
  ...catalogueDataFiles(catalogueIndex(products, categories, synonyms)),
]);

/** Every fetch the tests make, as a static host would answer it; other URLs are refused. */
export function installCatalogueFetch(): void {
  globalThis.fetch = (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const body = dataFiles.get(url);
    return Promise.resolve(
      body === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    );
  };
}

/** A network that fails every request (offline), counting them. */
export function installOfflineFetch(): { count: number } {
  const tries = { count: 0 };
  globalThis.fetch = () => {
    tries.count += 1;
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  return tries;
}
