import { expect, test } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { searchProducts } from '@/domain/product-query';
import { suggest } from './product-suggestions';

const ids = (products: readonly { id: string }[]) => products.map((p) => p.id);

test('at most 5 products by relevance, and the number of matches', () => {
  const classic = suggest('classic');
  expect(classic.products).toHaveLength(5);
  expect(classic.total).toBe(7);
  expect(ids(classic.products)).toEqual(
    ids(searchProducts(getAllProducts(), getAllCategories(), 'classic')).slice(0, 5),
  );
});

test('fewer matches are all shown, best first', () => {
  expect(ids(suggest('aurora').products)).toEqual(['20', '1', '6', '16']);
  expect(suggest('aurora').total).toBe(4);
  expect(suggest('  WIRELESS ').total).toBe(4);
});

test('blank, hostile and huge queries suggest nothing', () => {
  expect(suggest('   ')).toEqual({ products: [], total: 0 });
  expect(suggest('<img src=x onerror=alert(1)>')).toEqual({ products: [], total: 0 });
  expect(suggest('x'.repeat(10_000)).total).toBe(0);
});
