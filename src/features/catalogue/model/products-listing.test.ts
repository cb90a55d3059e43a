import { expect, test } from 'vitest';
import { answerCatalogueQuery, catalogueIndex } from '@/domain/catalogue-query';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { listingFilterCount } from '@/domain/listing-params';
import { hasActiveFilters, listingRequest, productsListing, type ProductsParams } from './products-listing';

const defaultProductsParams = productsListing.defaults;

const catalogue = indexed([
  { category: 'electronics', price: 120000, rating: 4.1 },
  { category: 'books', price: 1999, originalPrice: 2999, rating: 4.8 },
  { category: 'electronics', price: 4999, rating: 3.9, originalPrice: 5999 },
  { category: 'home', price: 8999, rating: 4.5 },
]);
function indexed(...args: Parameters<typeof buildCatalogue>) {
  return catalogueIndex(buildCatalogue(...args), testCategories);
}
const ids = (list: { id: string }[]) => list.map((p) => p.id);
/** The page's products as the catalogue worker answers them. */
const listProducts = (index: ReturnType<typeof catalogueIndex>, params: ProductsParams) =>
  answerCatalogueQuery(index, listingRequest(params)).items;

test('the default state lists the whole catalogue in catalogue order', () => {
  expect(ids(listProducts(catalogue, defaultProductsParams))).toEqual(['1', '2', '3', '4']);
});

test('category, sale and the inclusive price range combine', () => {
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, category: 'electronics' }))).toEqual([
    '1',
    '3',
  ]);
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, sale: true }))).toEqual(['2', '3']);
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, minPrice: 20, maxPrice: 89 }))).toEqual([
    '3',
  ]);
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, minPrice: 19, maxPrice: 90 }))).toEqual([
    '2',
    '3',
    '4',
  ]);
});

test('the sort applies after filtering', () => {
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, sort: 'price-low' }))).toEqual([
    '2',
    '3',
    '4',
    '1',
  ]);
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, sort: 'rating' }))).toEqual([
    '2',
    '4',
    '1',
    '3',
  ]);
  expect(ids(listProducts(catalogue, { ...defaultProductsParams, sort: 'newest' }))).toEqual([
    '4',
    '3',
    '2',
    '1',
  ]);
});

test('only the plain page counts as unfiltered', () => {
  expect(hasActiveFilters(defaultProductsParams)).toBe(false);
  expect(hasActiveFilters({ ...defaultProductsParams, sort: 'rating' })).toBe(true);
  expect(hasActiveFilters({ ...defaultProductsParams, maxPrice: 1000 })).toBe(true);
});

test('the Filters badge counts category, featured, on sale and a narrowed price range, not the sort', () => {
  expect(listingFilterCount(defaultProductsParams)).toBe(0);
  expect(listingFilterCount({ ...defaultProductsParams, sort: 'price-low', page: 3 })).toBe(0);
  expect(listingFilterCount({ ...defaultProductsParams, category: 'books' })).toBe(1);
  expect(
    listingFilterCount({
      ...defaultProductsParams,
      category: 'books',
      featured: true,
      sale: true,
      minPrice: 10,
    }),
  ).toBe(4);
});

test('each facet value chosen counts on the Filters badge and narrows the list with the category', () => {
  const facets = { brands: ['A', 'B'], minRating: 4 as const, inStockOnly: true, options: [] };
  const params = { ...defaultProductsParams, category: 'books' as const, facets };
  expect(hasActiveFilters({ ...defaultProductsParams, facets })).toBe(true);
  expect(listingFilterCount(params)).toBe(5);
  const shop = indexed([
    { category: 'books', brand: 'A', rating: 4.5 },
    { category: 'books', brand: 'C', rating: 4.5 },
    { category: 'home', brand: 'A', rating: 4.5 },
    { category: 'books', brand: 'B', rating: 3.5 },
    { category: 'books', brand: 'B', rating: 4, inStock: false },
  ]);
  const answer = answerCatalogueQuery(shop, listingRequest(params));
  expect(ids(answer.items)).toEqual(['1']);
  expect(answer.facets?.brands).toEqual([
    { value: 'A', count: 1 },
    { value: 'B', count: 0 },
    { value: 'C', count: 1 },
  ]);
});
