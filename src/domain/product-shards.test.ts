import fc from 'fast-check';
import { expect, test } from 'vitest';
import { productShardCount, productShardOf, productShardUrl, productsPerShard } from './product-shards';

test('the shard count grows with the catalogue, at least one', () => {
  expect(productShardCount(0)).toBe(1);
  expect(productShardCount(22)).toBe(1);
  expect(productShardCount(10_000)).toBe(Math.ceil(10_000 / productsPerShard));
  expect(productShardUrl(3)).toBe('/data/products/3.json');
});

test('any id, however long or strange, has one stable shard in range', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 2000 }), fc.integer({ min: 1, max: 5000 }), (id, count) => {
      const shard = productShardOf(id, count);
      expect(Number.isInteger(shard) && shard >= 0 && shard < count).toBe(true);
      expect(productShardOf(id, count)).toBe(shard);
    }),
  );
});

test('ids spread evenly: no shard of a 10,000-product catalogue holds more than twice its share', () => {
  const count = productShardCount(10_000);
  const sizes = new Array<number>(count).fill(0);
  for (let i = 1; i <= 10_000; i += 1) sizes[productShardOf(String(i), count)]! += 1;
  expect(Math.max(...sizes)).toBeLessThanOrEqual(2 * productsPerShard);
});
