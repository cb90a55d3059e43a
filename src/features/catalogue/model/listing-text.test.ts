import { expect, test } from 'vitest';
import { testCategories } from '@/testing/builders';
import { listingHeading, productCountText, productsFoundText, upToOffText } from './listing-text';

test('heading: category name, then Featured Products / On Sale, else All Products', () => {
  expect(listingHeading({ category: 'home', featured: true, sale: false }, testCategories)).toBe(
    'Home & Garden',
  );
  expect(listingHeading({ category: null, featured: true, sale: true }, testCategories)).toBe(
    'Featured Products',
  );
  expect(listingHeading({ category: null, featured: false, sale: true }, testCategories)).toBe('On Sale');
  expect(listingHeading({ category: null, featured: false, sale: false }, testCategories)).toBe(
    'All Products',
  );
});

test('the count is pluralised', () => {
  expect(productsFoundText(1)).toBe('1 product found');
  expect(productsFoundText(5)).toBe('5 products found');
  expect(productsFoundText(0)).toBe('0 products found');
});

test('category cards count products, pluralised', () => {
  expect(productCountText(1)).toBe('1 product');
  expect(productCountText(3)).toBe('3 products');
});

test('the sale badge names the largest discount', () => {
  expect(upToOffText(40)).toBe('Up to 40% OFF');
});
