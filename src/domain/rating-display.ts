/** How a rating is shown: the filled stars and the words for a chosen star value. */
import type { StarValue } from './review-stats';

/** Filled stars: the floor of the rating, clamped to 0..5 (NaN shows 0). */
export function starsShown(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}

export const ratingLabels: Readonly<Record<StarValue, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

/** 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent; '' for anything else (no rating chosen). */
export function ratingLabel(rating: number): string {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? ratingLabels[rating as StarValue] : '';
}
