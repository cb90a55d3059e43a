import { expect, test } from 'vitest';
import { isOneOf, parseRangeSortAndPage, parseSortAndPage, writeRangeSortAndPage } from './listing-params';

const sorts = ['first', 'second'] as const;

test('a sort is one of the list; anything else takes the default', () => {
  expect(isOneOf(sorts, 'second')).toBe(true);
  expect(isOneOf(sorts, 'third')).toBe(false);
  expect(isOneOf(sorts, null)).toBe(false);
  expect(parseSortAndPage(new URLSearchParams('sort=third&page=x'), sorts, 'first')).toEqual({
    sort: 'first',
    page: 1,
  });
});

test('the range, sort and page round-trip, defaults left out', () => {
  const params = new URLSearchParams();
  writeRangeSortAndPage(params, { maxPrice: 200, sort: 'second', page: 3 }, sorts, 'first');
  expect(params.toString()).toBe('maxPrice=200&sort=second&page=3');
  expect(parseRangeSortAndPage(params, sorts, 'first')).toEqual({
    minPrice: 0,
    maxPrice: 200,
    sort: 'second',
    page: 3,
  });
  const plain = new URLSearchParams();
  writeRangeSortAndPage(plain, { sort: 'first', page: 1 }, sorts, 'first');
  expect(plain.toString()).toBe('');
});
