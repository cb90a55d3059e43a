import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { shardProduct } from '@/domain/product-shards';
import { productSummary } from '@/domain/types';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { memoryStorage } from '@/testing/memory-storage';
import { getProductById } from './catalogue-repository';
import { knownProduct, knownWithVariants, rememberProduct } from './known-products';
import { findProducts, forgetProducts } from './product-cache';
import { productMemoryKey } from './product-memory';

const headphones = getProductById('1')!;
const book = getProductById('5')!;

beforeEach(() => forgetProducts());
afterEach(() => installCatalogueFetch());

test("a card's summary says nothing of variants: a withVariants lookup asks its shard, which lists them", async () => {
  rememberProduct(productSummary(headphones));
  expect(knownProduct('1')?.variants).toBeUndefined();
  expect(knownWithVariants('1')).toBeUndefined();
  const tries = installOfflineFetch();
  // The summary answers a plain lookup without a request...
  expect((await findProducts(['1'])).get('1')?.name).toBe(headphones.name);
  expect(tries.count).toBe(0);
  // ...not one that needs the variants.
  await expect(findProducts(['1'], { withVariants: true })).rejects.toThrow();
  installCatalogueFetch();
  const found = await findProducts(['1', '5', 'no-such-id'], { withVariants: true });
  expect(found.get('1')?.variants?.map((v) => v.id)).toEqual(['1-black', '1-sand', '1-forest']);
  expect(found.get('5')?.variants).toBeUndefined();
  expect(knownWithVariants('5')?.name).toBe(book.name);
  expect(found.has('no-such-id')).toBe(false);
});

test("a product page's record lists its variants, and a summary remembered later does not replace it", () => {
  rememberProduct(headphones);
  rememberProduct(productSummary(headphones));
  expect(knownWithVariants('1')?.variants).toHaveLength(3);
});

describe('offline, what this device kept answers', () => {
  let local: Storage;
  beforeEach(() => {
    local = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
  });
  afterEach(() => vi.unstubAllGlobals());

  const kept = () => vi.waitFor(() => expect(local.getItem(productMemoryKey)).not.toBeNull());

  test('a product whose page was seen, and one a lookup found, show on a later visit with no network', async () => {
    // A product page's record is complete, with or without options (the book has none).
    rememberProduct(book, true);
    await kept();
    await findProducts(['1'], { withVariants: true });
    await vi.waitFor(() => expect(local.getItem(productMemoryKey)).toContain('"id":"1"'));

    forgetProducts(); // a later visit
    installOfflineFetch();
    const found = await findProducts(['1', '5'], { withVariants: true });
    expect(found.get('1')?.variants?.map((v) => v.id)).toEqual(['1-black', '1-sand', '1-forest']);
    expect(found.get('5')?.name).toBe(book.name);
    expect(knownWithVariants('5')?.name).toBe(book.name);
    // A product never kept here still cannot be shown.
    await expect(findProducts(['2'])).rejects.toThrow();
  });

  test('online, a lookup asks the shard, not the memory: prices are the current ones', async () => {
    rememberProduct({ ...shardProduct(headphones), price: 1 }, true);
    await kept();
    forgetProducts();
    const found = await findProducts(['1'], { withVariants: true });
    expect(found.get('1')?.price).toBe(headphones.price);
  });

  test("a card's summary kept answers a plain lookup offline, not one that needs the variants", async () => {
    rememberProduct(productSummary(headphones));
    await kept();
    forgetProducts();
    installOfflineFetch();
    await expect(findProducts(['1'], { withVariants: true })).rejects.toThrow();
    expect((await findProducts(['1'])).get('1')?.name).toBe(headphones.name);
  });

  test('garbled memory is as good as none: the lookup fails as it would have, and the garbage goes', async () => {
    local.setItem(productMemoryKey, '[{"product":{"id":"1"},"complete":true}, garbage');
    installOfflineFetch();
    await expect(findProducts(['1'])).rejects.toThrow();
    expect(local.getItem(productMemoryKey)).toBeNull();
  });
});
