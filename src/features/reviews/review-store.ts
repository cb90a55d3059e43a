/**
 * The session's reviews in memory (a store from lib/create-store.ts; no provider needed). Lost on
 * reload (docs/shop-rules.md, Persistence). The prerendered HTML and hydration see the empty
 * session, so they always match.
 */
import type { Review } from '@/domain/types';
import { createStore } from '@/lib/create-store';
import { emptySessionReviews, withHelpfulToggled, withSubmittedReview } from './model/session-reviews';

export const sessionReviewsStore = createStore(emptySessionReviews);

let sequence = 0;

/**
 * Stores a submitted review under a session id ('session-1', 'session-2', ...): ids that keep
 * reviews written on the same day in the order they were written (sortReviews breaks date ties by
 * id, numeric-aware).
 */
export function addSessionReview(review: Review): Review {
  sequence += 1;
  const stored = { ...review, id: `session-${sequence}` };
  sessionReviewsStore.update((state) => withSubmittedReview(state, stored));
  return stored;
}

export function toggleHelpfulMark(reviewId: string): void {
  sessionReviewsStore.update((state) => withHelpfulToggled(state, reviewId));
}
