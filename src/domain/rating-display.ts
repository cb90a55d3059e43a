/** How a rating is shown: the filled stars (the words for a chosen star value are the reviews'). */
import { money } from '@/config/market';

const oneDecimal = new Intl.NumberFormat(money.locale, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A rating or an average with one decimal, written the market's way: 4.6 (en-US), 4,6 (de-DE). */
export function ratingText(rating: number): string {
  return oneDecimal.format(rating);
}

/** Filled stars: the floor of the rating, clamped to 0..5 (NaN shows 0). */
export function starsShown(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}
