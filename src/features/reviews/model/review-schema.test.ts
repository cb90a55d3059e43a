import { expect, test } from 'vitest';
import {
  buildReview,
  commentCounterText,
  emptyReviewForm,
  isReviewComplete,
  reviewMessages,
  reviewSchema,
} from './review-schema';

function firstErrors(values: unknown): Record<string, string> {
  const result = reviewSchema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

test('an empty form names every missing part', () => {
  expect(firstErrors(emptyReviewForm)).toEqual({
    rating: 'Please select a rating',
    title: 'Please enter a review title',
    comment: 'Please write a review comment',
  });
  expect(firstErrors({ rating: 3, title: '   ', comment: '\n' })).toEqual({
    title: 'Please enter a review title',
    comment: 'Please write a review comment',
  });
});

test('rating 1..5, title up to 100, comment up to 1000', () => {
  expect(firstErrors({ rating: 6, title: 't', comment: 'c' })).toEqual({ rating: 'Please select a rating' });
  expect(firstErrors({ rating: 2.5, title: 't', comment: 'c' })).toEqual({
    rating: 'Please select a rating',
  });
  expect(firstErrors({ rating: 5, title: 'x'.repeat(101), comment: 'y'.repeat(1001) })).toEqual({
    title: 'Title must be at most 100 characters',
    comment: 'Comment must be at most 1000 characters',
  });
  expect(firstErrors({ rating: 5, title: 'x'.repeat(100), comment: 'y'.repeat(1000) })).toEqual({});
  expect(reviewSchema.parse({ rating: 4, title: ' Nice ', comment: ' Good lamp. ' })).toEqual({
    rating: 4,
    title: 'Nice',
    comment: 'Good lamp.',
  });
});

test('messages and helpers', () => {
  expect(reviewMessages.loginRequired).toBe('Please log in to write a review');
  expect(reviewMessages.submitFailed).toBe('Failed to submit review. Please try again.');
  expect(reviewMessages.submitted).toBe('Review submitted successfully!');
  expect(commentCounterText(12)).toBe('12/1000 characters');
  expect(isReviewComplete(emptyReviewForm)).toBe(false);
  expect(isReviewComplete({ rating: 5, title: 'a', comment: 'b' })).toBe(true);
});

test('buildReview makes an unverified review for the session', () => {
  expect(
    buildReview(
      { rating: 4, title: ' Nice ', comment: ' Good. ' },
      {
        id: 'r1',
        productId: '3',
        date: '2024-05-01',
        user: { id: '1', name: 'Demo User', avatar: '/a.svg' },
      },
    ),
  ).toEqual({
    id: 'r1',
    productId: '3',
    userId: '1',
    userName: 'Demo User',
    userAvatar: '/a.svg',
    rating: 4,
    title: 'Nice',
    comment: 'Good.',
    date: '2024-05-01',
    verified: false,
    helpful: 0,
  });
});
