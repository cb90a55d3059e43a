import { expect, test } from 'vitest';
import { ratingLabel } from './rating-label';

test('rating labels', () => {
  expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  expect(ratingLabel(0)).toBe('');
  expect(ratingLabel(4.5)).toBe('');
});
