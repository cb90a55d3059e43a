import { expect, test } from 'vitest';
import { ratingLabel, starsShown } from './rating-display';

test('stars shown are the floor of the rating, clamped to 0..5', () => {
  expect(starsShown(4.7)).toBe(4);
  expect(starsShown(5)).toBe(5);
  expect(starsShown(0.9)).toBe(0);
  expect(starsShown(7)).toBe(5);
  expect(starsShown(-1)).toBe(0);
  expect(starsShown(Number.NaN)).toBe(0);
});

test('rating labels', () => {
  expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  expect(ratingLabel(0)).toBe('');
  expect(ratingLabel(4.5)).toBe('');
});
