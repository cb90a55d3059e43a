/**
 * Products travel to the browser in small data files ("shards"), so a page that shows a few
 * products by id (cart, wishlist, an unknown id check) fetches a few kilobytes, whatever the size of
 * the catalogue. A product's shard follows from its id alone, and every shard file exists, so an
 * unknown id is answered "not found" without a failed request.
 */
import { type Product, type ProductSummary, productSummary } from './types.ts';
import type { ProductVariant } from './variant-types.ts';

/**
 * What a shard holds of a product: its card (productSummary) and, for a product sold in sizes or
 * colours, its options and variants (each variant with at most its first own image), which a cart
 * line needs for its option values, price, stock and thumbnail.
 */
export type ShardProduct = ProductSummary & Pick<Product, 'options' | 'variants'>;

/** A product as its shard holds it (see ShardProduct); a product without options is its card. */
export function shardProduct(product: ShardProduct): ShardProduct {
  const summary = productSummary(product);
  if (!product.options?.length || !product.variants?.length) return summary;
  return { ...summary, options: product.options, variants: product.variants.map(shardVariant) };
}

function shardVariant(variant: ProductVariant): ProductVariant {
  const { images, ...rest } = variant;
  const first = images?.[0];
  if (!first) return rest;
  const { placeholder: _placeholder, ...image } = first;
  return { ...rest, images: [image] };
}

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

/**
 * Every shard's data file for a catalogue: URL -> JSON list of its products (shardProduct; an empty
 * list for a shard no id falls in, so every file exists).
 */
export function productShardFiles(products: readonly ShardProduct[]): Map<string, string> {
  const count = productShardCount(products.length);
  const shards = Array.from({ length: count }, (): ShardProduct[] => []);
  for (const product of products) shards[productShardOf(product.id, count)]?.push(shardProduct(product));
  return new Map(shards.map((list, shard) => [productShardUrl(shard), JSON.stringify(list)]));
}

/** The URL of a shard's data file. */
export function productShardUrl(shard: number): string {
  return `/data/products/${shard}.json`;
}
