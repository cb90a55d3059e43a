/** The words for a chosen star value, shown beside the stars of the review form. */
import * as words from 'virtual:lumina-messages/ratingLabels';

/** 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent; '' for anything else (no rating chosen). */
export function ratingLabel(rating: number): string {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? words.label({ rating }) : '';
}
