import { afterEach, expect, test, vi } from 'vitest';
import { shardProduct } from '@/domain/product-shards';
import { productSummary } from '@/domain/types';
import { memoryStorage } from '@/testing/memory-storage';
import { getProductById } from './catalogue-repository';
import { keepProducts, productMemoryKey, recallProducts } from './product-memory';

const headphones = getProductById('1')!;
const tee = getProductById('2')!;

afterEach(() => vi.unstubAllGlobals());

function withStorage(overrides: Partial<Storage> = {}): Storage {
  const local = memoryStorage(overrides);
  vi.stubGlobal('window', { localStorage: local, sessionStorage: memoryStorage() });
  return local;
}

test('products kept are recalled on a later visit, as their shard or a card holds them', () => {
  withStorage();
  keepProducts([{ product: headphones, complete: true }]);
  keepProducts([{ product: productSummary(tee), complete: false }]);
  const recalled = recallProducts(['1', '2', 'never-kept']);
  expect(recalled.get('1')).toEqual({ product: shardProduct(headphones), complete: true });
  expect(recalled.get('2')).toEqual({ product: productSummary(tee), complete: false });
  expect(recalled.has('never-kept')).toBe(false);
});

test('nothing is written when nothing changes', () => {
  const base = memoryStorage();
  let writes = 0;
  withStorage({
    getItem: (key) => base.getItem(key),
    setItem: (key, value) => {
      writes += 1;
      base.setItem(key, value);
    },
  });
  keepProducts([{ product: headphones, complete: true }]);
  keepProducts([{ product: headphones, complete: true }]);
  expect(writes).toBe(1);
  keepProducts([{ product: tee, complete: true }]);
  expect(writes).toBe(2);
});

test('garbled storage recalls nothing and is removed; the next product kept starts a clean list', () => {
  const local = withStorage();
  local.setItem(productMemoryKey, '[{"complete":tr');
  expect(recallProducts(['1']).size).toBe(0);
  expect(local.getItem(productMemoryKey)).toBeNull();
  local.setItem(productMemoryKey, '{"1":{}}');
  keepProducts([{ product: tee, complete: true }]);
  expect(JSON.parse(local.getItem(productMemoryKey)!)).toEqual([
    { product: shardProduct(tee), complete: true },
  ]);
});

test('storage that is full, refused or missing never throws: the memory is then empty', () => {
  withStorage({
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
  });
  expect(() => keepProducts([{ product: headphones, complete: true }])).not.toThrow();
  expect(recallProducts(['1']).size).toBe(0);
  withStorage({
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  });
  expect(() => keepProducts([{ product: headphones, complete: true }])).not.toThrow();
  vi.unstubAllGlobals();
  expect(() => keepProducts([{ product: headphones, complete: true }])).not.toThrow();
  expect(recallProducts(['1']).size).toBe(0);
});
