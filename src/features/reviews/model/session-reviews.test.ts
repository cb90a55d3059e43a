import { expect, test } from 'vitest';
import { getReviewsForProduct } from '@/data/review-repository';
import { sortReviews } from '@/domain/review-order';
import { reviewStats } from '@/domain/review-stats';
import { buildReview } from '@/testing/builders';
import {
  emptySessionReviews,
  productReviews,
  withHelpfulToggled,
  withSubmittedReview,
} from './session-reviews';

test('a product without session activity lists its sample reviews unchanged', () => {
  const sample = getReviewsForProduct('1');
  expect(productReviews(sample, emptySessionReviews, '1')).toEqual(sample);
  expect(productReviews([], emptySessionReviews, '15')).toEqual([]);
});

test('submitted reviews go first, newest first, and only on their own product', () => {
  const sample = [buildReview({ id: 's1', productId: '2' })];
  const first = buildReview({ id: 'a', productId: '2' });
  const second = buildReview({ id: 'b', productId: '2' });
  let state = withSubmittedReview(emptySessionReviews, first);
  state = withSubmittedReview(state, second);
  expect(productReviews(sample, state, '2').map((r) => r.id)).toEqual(['b', 'a', 's1']);
  expect(productReviews([], state, '3')).toEqual([]);
  expect(emptySessionReviews.submitted).toEqual({});
});

test('helpful adds one per review and pressing again takes it back', () => {
  const sample = [buildReview({ id: 'h1', helpful: 34 }), buildReview({ id: 'h2', helpful: 0 })];
  const marked = withHelpfulToggled(emptySessionReviews, 'h1');
  expect(productReviews(sample, marked, '1').map((r) => r.helpful)).toEqual([35, 0]);
  expect(sample[0]!.helpful).toBe(34);
  expect(emptySessionReviews.helpful.size).toBe(0);
  const unmarked = withHelpfulToggled(marked, 'h1');
  expect(productReviews(sample, unmarked, '1').map((r) => r.helpful)).toEqual([34, 0]);
});

test('stats of the sample data: many, one and no reviews', () => {
  const many = reviewStats(getReviewsForProduct('1'));
  expect(many.count).toBe(5);
  expect(many.average).toBe(3.8);
  expect(many.distribution.map((b) => [b.stars, b.count, b.percent])).toEqual([
    [5, 2, 40],
    [4, 1, 20],
    [3, 1, 20],
    [2, 1, 20],
    [1, 0, 0],
  ]);
  const one = reviewStats(getReviewsForProduct('8'));
  expect(one.count).toBe(1);
  expect(one.distribution.reduce((n, b) => n + b.percent, 0)).toBe(100);
  expect(one.distribution.find((b) => b.count === 1)?.percent).toBe(100);
  expect(reviewStats(getReviewsForProduct('15'))).toMatchObject({ count: 0, average: 0 });
});

test('a review written today tops the newest sort and updates the stats', () => {
  const written = buildReview({ id: 'session-1', productId: '1', rating: 1, date: '2099-01-01', helpful: 0 });
  const state = withSubmittedReview(emptySessionReviews, written);
  const list = productReviews(getReviewsForProduct('1'), state, '1');
  expect(sortReviews(list, 'newest')[0]?.id).toBe('session-1');
  const stats = reviewStats(list);
  expect(stats.count).toBe(6);
  expect(stats.average).toBe(3.3);
  expect(stats.distribution.find((b) => b.stars === 1)?.count).toBe(1);
});

test('reviews written the same day keep the order they were written in', () => {
  const ids = Array.from({ length: 12 }, (_, i) => `session-${i + 1}`);
  const list = ids.map((id) => buildReview({ id, date: '2099-01-01' }));
  expect(sortReviews(list, 'newest').map((r) => r.id)).toEqual([...ids].reverse());
});
