/** The reviews list's filter by star and its sorts, with deterministic tie-breaks (docs/shop-rules.md, Reviews). */
import { bucketOf, type StarValue } from './review-stats';
import type { Review } from './types';

export type ReviewStarFilter = StarValue | 'all';

export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export function filterReviews(reviews: readonly Review[], stars: ReviewStarFilter): Review[] {
  return stars === 'all' ? [...reviews] : reviews.filter((r) => bucketOf(r.rating) === stars);
}

// Intl objects are built on first use: creating them at import time costs milliseconds of ICU on
// the page's critical path.
let numericCollator: Intl.Collator | undefined;
/** Plain code-unit order; YYYY-MM-DD strings order correctly this way. */
const dateOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Numeric-aware ('9' < '10'); ids the collator calls equal ('8', '08') fall back to code units. */
const idOrder = (a: string, b: string) =>
  (numericCollator ??= new Intl.Collator('en', { numeric: true })).compare(a, b) || dateOrder(a, b);
/** Newest first, then the higher id (numeric-aware: '10' after '9'). */
const newestFirst = (a: Review, b: Review) => dateOrder(b.date, a.date) || idOrder(b.id, a.id);

/**
 * Orders reviews; ties are broken deterministically:
 * newest: date desc, then id desc. oldest: date asc, then id asc.
 * highest / lowest: rating desc / asc, then newest first. helpful: helpful count desc, then newest first.
 * Ids compare numeric-aware ('9' < '10').
 */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  const copy = [...reviews];
  switch (sort) {
    case 'newest':
      return copy.sort(newestFirst);
    case 'oldest':
      return copy.sort((a, b) => dateOrder(a.date, b.date) || idOrder(a.id, b.id));
    case 'highest':
      return copy.sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    case 'lowest':
      return copy.sort((a, b) => a.rating - b.rating || newestFirst(a, b));
    case 'helpful':
      return copy.sort((a, b) => b.helpful - a.helpful || newestFirst(a, b));
  }
}
