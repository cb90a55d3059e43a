/** How a rating is shown: the filled stars (the words for a chosen star value are the reviews'). */

/** Filled stars: the floor of the rating, clamped to 0..5 (NaN shows 0). */
export function starsShown(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
