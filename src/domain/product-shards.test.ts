import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  productShardCount,
  productShardFiles,
  productShardOf,
  productShardUrl,
  productsPerShard,
} from './product-shards';
import { productSummary } from './types';

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

test('the shard files hold every product once, as a card, and exist for every shard', () => {
  const products = Array.from({ length: 100 }, (_, i) => ({
    id: String(i + 1),
    name: `Product ${i + 1}`,
    brand: 'Acme',
    category: 'home',
    price: 1000,
    rating: 4,
    reviewCount: 1,
    images: [
      { src: '/a.svg', alt: 'a', width: 1, height: 1 },
      { src: '/b.svg', alt: 'b', width: 1, height: 1 },
    ],
    inStock: true,
    description: 'not on a card',
  }));
  const files = productShardFiles(products);
  expect([...files.keys()]).toEqual(
    Array.from({ length: productShardCount(100) }, (_, shard) => productShardUrl(shard)),
  );
  const listed = [...files.values()].flatMap(
    (json) => JSON.parse(json) as { id: string; images: unknown[] }[],
  );
  expect(listed.map((p) => p.id).sort()).toEqual(products.map((p) => p.id).sort());
  expect(listed.every((p) => p.images.length === 1 && !('description' in p))).toBe(true);
});

test('a product sold in options carries its options and variants, each with at most its first own image', () => {
  const image = (src: string) => ({ src, alt: '', width: 1, height: 1, placeholder: 'data:,' });
  const product = {
    id: 'tee',
    name: 'Tee',
    brand: 'Acme',
    category: 'clothing',
    price: 3000,
    rating: 4,
    reviewCount: 1,
    images: [image('/a.svg'), image('/b.svg')],
    inStock: true,
    description: 'not in a shard',
    options: [{ name: 'Size', values: ['S', 'M'] }],
    variants: [
      { id: 'tee-s', options: { Size: 'S' }, inStock: true, images: [image('/s1.svg'), image('/s2.svg')] },
      { id: 'tee-m', options: { Size: 'M' }, inStock: false, price: 3500 },
    ],
  };
  const [json] = [...productShardFiles([product]).values()];
  expect(JSON.parse(json!)).toEqual([
    {
      ...productSummary(product),
      options: product.options,
      variants: [
        {
          id: 'tee-s',
          options: { Size: 'S' },
          inStock: true,
          images: [{ src: '/s1.svg', alt: '', width: 1, height: 1 }],
        },
        { id: 'tee-m', options: { Size: 'M' }, inStock: false, price: 3500 },
      ],
    },
  ]);
});
