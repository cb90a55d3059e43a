/**
 * Reviews written and 'Helpful' marks given in this session (docs/shop-rules.md, Reviews): pure
 * state changes; the store in ../review-store.ts keeps the current value in memory.
 */
import type { Review } from '@/domain/types';

export interface SessionReviews {
  /** Submitted reviews per product id, newest first. */
  submitted: Readonly<Record<string, readonly Review[]>>;
  /** Ids of the reviews this shopper marked helpful. */
  helpful: ReadonlySet<string>;
}

export const emptySessionReviews: SessionReviews = Object.freeze({
  submitted: Object.freeze({}),
  helpful: new Set<string>(),
});

/** Puts a submitted review at the top of its product's list. */
export function withSubmittedReview(state: SessionReviews, review: Review): SessionReviews {
  const list = state.submitted[review.productId] ?? [];
  return { ...state, submitted: { ...state.submitted, [review.productId]: [review, ...list] } };
}

/** Marks a review helpful, or takes the mark back: at most one per review per session. */
export function withHelpfulToggled(state: SessionReviews, reviewId: string): SessionReviews {
  const helpful = new Set(state.helpful);
  if (helpful.has(reviewId)) helpful.delete(reviewId);
  else helpful.add(reviewId);
  return { ...state, helpful };
}

/**
 * A product's reviews as shown: this session's reviews first (newest first), then the sample
 * reviews; each marked review counts one more helpful vote.
 */
export function productReviews(
  sample: readonly Review[],
  state: SessionReviews,
  productId: string,
): Review[] {
  const all = [...(state.submitted[productId] ?? []), ...sample];
  return all.map((review) =>
    state.helpful.has(review.id) ? { ...review, helpful: review.helpful + 1 } : review,
  );
}
