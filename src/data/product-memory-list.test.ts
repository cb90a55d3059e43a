import fc from 'fast-check';
import { expect, test } from 'vitest';
import { shardProduct } from '@/domain/product-shards';
import { productSummary } from '@/domain/types';
import { getAllProducts, getProductById } from './catalogue-repository';
import {
  addToProductMemory,
  isShardProduct,
  type KeptProduct,
  parseProductMemory,
  productMemoryLimit,
} from './product-memory-list';

const products = getAllProducts();
const headphones = getProductById('1')!;
const book = getProductById('5')!;
const whole = (id: string): KeptProduct => ({ product: shardProduct(getProductById(id)!), complete: true });
const card = (id: string): KeptProduct => ({ product: productSummary(getProductById(id)!), complete: false });

test('every product of the catalogue, as its shard or a card holds it, is a well-formed record', () => {
  for (const product of products) {
    expect(isShardProduct(shardProduct(product))).toBe(true);
    expect(isShardProduct(productSummary(product))).toBe(true);
  }
  expect(headphones.variants?.length).toBeGreaterThan(0);
});

test('a record of the wrong shape is not a product', () => {
  const record = shardProduct(headphones) as unknown as Record<string, unknown>;
  const broken: Record<string, unknown>[] = [
    { ...record, id: 1 },
    { ...record, price: '19.99' },
    { ...record, price: 19.99 },
    { ...record, price: -1 },
    { ...record, originalPrice: null },
    { ...record, rating: 6 },
    { ...record, reviewCount: Number.NaN },
    { ...record, images: [{ src: '/a.svg' }] },
    { ...record, images: null },
    { ...record, inStock: 'yes' },
    { ...record, variants: undefined },
    { ...record, options: [{ name: 'Colour', values: [1] }] },
    { ...record, variants: [{ id: 'v', options: { Colour: 2 }, inStock: true }] },
    { ...record, variants: [{ id: 'v', options: {}, inStock: true, images: [{ src: 1 }] }] },
  ];
  for (const value of broken) expect(isShardProduct(value), JSON.stringify(value).slice(0, 80)).toBe(false);
  for (const value of [null, undefined, 'product', 42, [], [record]])
    expect(isShardProduct(value)).toBe(false);
});

test('newest first, each product once, a summary never replacing a complete record', () => {
  let list = addToProductMemory([], [whole('1'), card('5')]);
  expect(list.map((entry) => entry.product.id)).toEqual(['5', '1']);
  // The card of a product known whole moves it to the front and keeps its variants.
  list = addToProductMemory(list, [card('1')]);
  expect(list.map((entry) => entry.product.id)).toEqual(['1', '5']);
  expect(list[0]).toEqual(whole('1'));
  // A complete record replaces a card.
  list = addToProductMemory(list, [whole('5')]);
  expect(list[0]).toEqual(whole('5'));
  expect(list).toHaveLength(2);
});

test('a product page is kept as its shard holds it: no description, specifications or placeholders', () => {
  const [entry] = addToProductMemory([], [{ product: book, complete: true }]);
  expect(entry?.product).toEqual(shardProduct(book));
  expect(entry?.product).not.toHaveProperty('description');
  const [summary] = addToProductMemory([], [{ product: headphones, complete: false }]);
  expect(summary?.product).toEqual(productSummary(headphones));
});

test('bounded: the oldest are dropped first', () => {
  const many = products.map((product) => ({ product: shardProduct(product), complete: true }));
  const list = addToProductMemory([], many, 5);
  expect(list.map((entry) => entry.product.id)).toEqual(
    many
      .slice(-5)
      .reverse()
      .map((entry) => entry.product.id),
  );
  expect(addToProductMemory(list, [], 0)).toEqual([]);
  expect(productMemoryLimit).toBeGreaterThanOrEqual(50);
});

test('stored text that is missing, garbled or not a list', () => {
  expect(parseProductMemory(null)).toEqual({ value: [], valid: true });
  expect(parseProductMemory('[]')).toEqual({ value: [], valid: true });
  for (const raw of ['', 'not json', '{"product":{}}', '42', 'null', '[{"complete":true,', '"[]"'])
    expect(parseProductMemory(raw), raw).toEqual({ value: [], valid: false });
});

test('entries that are not products, or repeat an id, are left out; the rest is kept in order', () => {
  const stored = [
    whole('1'),
    { complete: true, product: { ...whole('2').product, price: 'free' } },
    { product: whole('3').product },
    'junk',
    null,
    card('5'),
    whole('5'),
  ];
  expect(parseProductMemory(JSON.stringify(stored))).toEqual({ value: [whole('1'), card('5')], valid: true });
});

test('what is written reads back the same', () => {
  const list = addToProductMemory([], [whole('1'), card('2'), whole('5')]);
  expect(parseProductMemory(JSON.stringify(list))).toEqual({ value: list, valid: true });
});

const keptEntry = fc
  .tuple(fc.constantFrom(...products), fc.boolean())
  .map(([product, complete]) => ({ product, complete }));

test('any sequence of products kept stays bounded, unique, newest first and readable', () => {
  fc.assert(
    fc.property(
      fc.array(fc.array(keptEntry, { maxLength: 6 }), { maxLength: 12 }),
      fc.integer({ min: 0, max: 8 }),
      (batches, limit) => {
        let list: KeptProduct[] = [];
        for (const batch of batches) {
          const before = list;
          list = addToProductMemory(list, batch, limit);
          const newest = batch.at(-1);
          if (newest && limit > 0) expect(list[0]?.product.id).toBe(newest.product.id);
          // A product once kept whole stays whole while it is kept.
          for (const entry of before)
            if (entry.complete)
              expect(list.find((next) => next.product.id === entry.product.id)?.complete ?? true).toBe(true);
        }
        expect(list.length).toBeLessThanOrEqual(limit);
        expect(new Set(list.map((entry) => entry.product.id)).size).toBe(list.length);
        expect(parseProductMemory(JSON.stringify(list), limit)).toEqual({ value: list, valid: true });
      },
    ),
    { numRuns: 300 },
  );
});

test('no stored text, however garbled, throws or yields anything but well-formed products', () => {
  const valid = JSON.stringify(
    products.slice(0, 8).map((product) => ({ product: shardProduct(product), complete: true })),
  );
  const garbled = fc.oneof(
    fc.string(),
    fc.json(),
    // A valid list cut short, or with a character changed, as a storage that was interrupted.
    fc.nat({ max: valid.length }).map((end) => valid.slice(0, end)),
    fc
      .tuple(fc.nat({ max: valid.length - 1 }), fc.string({ minLength: 1, maxLength: 1 }))
      .map(([at, char]) => valid.slice(0, at) + char + valid.slice(at + 1)),
  );
  fc.assert(
    fc.property(garbled, (raw) => {
      const { value } = parseProductMemory(raw);
      for (const entry of value) expect(isShardProduct(entry.product)).toBe(true);
      expect(value.length).toBeLessThanOrEqual(productMemoryLimit);
    }),
    { numRuns: 500 },
  );
});
