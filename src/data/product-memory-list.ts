/**
 * The product memory's list (product-memory.ts keeps it in storage): what the product cache knew of
 * the products a shopper held or looked at, newest first, at most `productMemoryLimit`. Pure, and
 * nothing here throws: stored text that is not a list is reported invalid, and an entry that is not
 * a product as a shard holds it is left out.
 */
import { type ShardProduct, shardProduct } from '@/domain/product-shards';
import { productSummary } from '@/domain/types';

/**
 * A product as the cache knew it: `complete` when the record says what its variants are (from its
 * shard or its own page), else a card's summary (product-cache.ts, `complete`).
 */
export interface KeptProduct {
  product: ShardProduct;
  complete: boolean;
}

/** Enough for a shopper's cart, saved items and wishlist, and the pages they looked at lately. */
export const productMemoryLimit = 50;

/**
 * The list with `added` put first (the last of them first of all), each as small as what it is
 * allows (a shard's record, or a card's summary), an id at most once, cut to `limit`. A summary
 * never replaces a complete record of its product: that record moves to the front instead.
 */
export function addToProductMemory(
  list: readonly KeptProduct[],
  added: readonly KeptProduct[],
  limit = productMemoryLimit,
): KeptProduct[] {
  let next = [...list];
  for (const { product, complete } of added) {
    const kept = next.find((entry) => entry.product.id === product.id);
    const entry =
      kept?.complete && !complete
        ? kept
        : { product: complete ? shardProduct(product) : productSummary(product), complete };
    next = [entry, ...next.filter((other) => other.product.id !== product.id)];
  }
  return next.slice(0, Math.max(0, limit));
}

/**
 * The list stored as `raw`. Nothing stored is an empty list; text that is not JSON, or not a list,
 * is invalid (the caller removes it). Entries that are not well-formed products are dropped, as is
 * an id after its first entry, and the list is cut to `limit`.
 */
export function parseProductMemory(
  raw: string | null,
  limit = productMemoryLimit,
): { value: KeptProduct[]; valid: boolean } {
  if (raw === null) return { value: [], valid: true };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { value: [], valid: false };
  }
  if (!Array.isArray(data)) return { value: [], valid: false };
  const seen = new Set<string>();
  const value: KeptProduct[] = [];
  for (const entry of data as unknown[]) {
    if (!isRecord(entry) || typeof entry.complete !== 'boolean' || !isShardProduct(entry.product)) continue;
    if (seen.has(entry.product.id)) continue;
    seen.add(entry.product.id);
    value.push({ product: entry.product, complete: entry.complete });
  }
  return { value: value.slice(0, Math.max(0, limit)), valid: true };
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isCount = (value: unknown): boolean => Number.isSafeInteger(value) && (value as number) >= 0;
const isSize = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value > 0;
const optional = (value: unknown, check: (value: unknown) => boolean): boolean =>
  value === undefined || check(value);
const listOf =
  (check: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    Array.isArray(value) && value.every(check);

function isImage(value: unknown): boolean {
  return (
    isRecord(value) &&
    isText(value.src) &&
    isText(value.alt) &&
    isSize(value.width) &&
    isSize(value.height) &&
    optional(value.widths, listOf(isSize)) &&
    optional(value.placeholder, isText)
  );
}

function isOption(value: unknown): boolean {
  return isRecord(value) && isText(value.name) && listOf(isText)(value.values);
}

function isVariant(value: unknown): boolean {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isRecord(value.options) &&
    Object.values(value.options).every(isText) &&
    typeof value.inStock === 'boolean' &&
    optional(value.price, isCount) &&
    optional(value.originalPrice, isCount) &&
    optional(value.images, listOf(isImage))
  );
}

/**
 * Whether `value` is a product as a shard holds it (domain/product-shards.ts): every field a card,
 * a cart line or checkout reads, of the right type (prices in whole cents), with options and
 * variants both present or both absent.
 */
export function isShardProduct(value: unknown): value is ShardProduct {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.name) &&
    isText(value.brand) &&
    isText(value.category) &&
    isCount(value.price) &&
    optional(value.originalPrice, isCount) &&
    typeof value.rating === 'number' &&
    value.rating >= 0 &&
    value.rating <= 5 &&
    isCount(value.reviewCount) &&
    listOf(isImage)(value.images) &&
    typeof value.inStock === 'boolean' &&
    (value.options === undefined) === (value.variants === undefined) &&
    optional(value.options, listOf(isOption)) &&
    optional(value.variants, listOf(isVariant))
  );
}
