import { expect, test } from 'vitest';
import { reviewSorts } from '@/domain/review-order';
import {
  averageText,
  distributionText,
  parseReviewSort,
  parseStarFilter,
  reviewCountText,
  reviewLoginHref,
  reviewSortLabels,
  showingText,
  starFilterOptions,
} from './review-view';

test('star filter values parse, anything else means all', () => {
  expect(['all', '1', '2', '3', '4', '5'].map(parseStarFilter)).toEqual(['all', 1, 2, 3, 4, 5]);
  for (const bad of ['', '0', '6', '4.5', ' 5', '5 ', 'five', '05']) expect(parseStarFilter(bad)).toBe('all');
  expect(starFilterOptions.map((o) => parseStarFilter(String(o.value)))).toEqual(
    starFilterOptions.map((o) => o.value),
  );
});

test('sort values parse, anything else means newest', () => {
  for (const sort of reviewSorts) expect(parseReviewSort(sort)).toBe(sort);
  for (const bad of ['', 'NEWEST', 'best', 'rating']) expect(parseReviewSort(bad)).toBe('newest');
  expect(Object.keys(reviewSortLabels)).toEqual([...reviewSorts]);
});

test('texts are pluralised and the average always has one decimal', () => {
  expect(reviewCountText(0)).toBe('0 reviews');
  expect(reviewCountText(1)).toBe('1 review');
  expect(distributionText({ stars: 5, count: 2, percent: 40 })).toBe('5 stars: 2 reviews (40%)');
  expect(distributionText({ stars: 1, count: 1, percent: 100 })).toBe('1 star: 1 review (100%)');
  expect(averageText(4)).toBe('4.0');
  expect(averageText(3.8)).toBe('3.8');
  expect(averageText(0)).toBe('0.0');
  expect(showingText(5, 5)).toBe('Showing 5 reviews');
  expect(showingText(2, 5)).toBe('Showing 2 of 5 reviews');
  expect(showingText(0, 1)).toBe('Showing 0 of 1 review');
});

test('the login link brings the shopper back to the product', () => {
  expect(reviewLoginHref('1')).toBe('/login?redirect=/product/1');
  expect(new URLSearchParams(reviewLoginHref('12').split('?')[1]).get('redirect')).toBe('/product/12');
});
