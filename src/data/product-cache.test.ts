import { afterEach, beforeEach, expect, test } from 'vitest';
import { productSummary } from '@/domain/types';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { getProductById } from './catalogue-repository';
import {
  findProducts,
  forgetProducts,
  knownProduct,
  knownWithVariants,
  rememberProduct,
} from './product-cache';

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
