/**
 * The product memory: what the product cache (product-cache.ts) learned of the products a shopper
 * put in the cart, saved for later or hearted, and of those whose page they opened, kept in
 * localStorage (`productMemory`, at most productMemoryLimit products, oldest dropped first) so that
 * the cart, the wishlist and checkout can show them on a later visit without a connection. Only
 * read when a product's shard cannot be fetched: online, products always come from their shard,
 * with their current prices. Loaded on demand, so no page's own JavaScript carries it. Storage that
 * is missing, full or holds garbage never breaks a page: the memory is then empty (lib/storage.ts).
 */
import { readRaw, readValidated, writeRaw } from '@/lib/storage';
import { addToProductMemory, type KeptProduct, parseProductMemory } from './product-memory-list';

export const productMemoryKey = 'productMemory';

const read = () => readValidated(productMemoryKey, parseProductMemory);

/** Puts these products first in the memory (written only when that changes what is stored). */
export function keepProducts(added: readonly KeptProduct[]): void {
  const text = JSON.stringify(addToProductMemory(read(), added));
  if (text !== readRaw(productMemoryKey)) writeRaw(productMemoryKey, text);
}

/** What the memory holds of these ids (ids it does not hold are absent). */
export function recallProducts(ids: readonly string[]): Map<string, KeptProduct> {
  const wanted = new Set(ids);
  return new Map(
    read()
      .filter((entry) => wanted.has(entry.product.id))
      .map((entry) => [entry.product.id, entry] as const),
  );
}
