/**
 * The session's reviews in memory (no provider needed): a module-level value read with
 * useSyncExternalStore. Lost on reload (docs/shop-rules.md, Persistence). The prerendered HTML and
 * hydration see the empty session, so they always match.
 */
import type { Review } from '@/domain/types';
import {
  type SessionReviews,
  emptySessionReviews,
  withHelpfulToggled,
  withSubmittedReview,
} from './model/session-reviews';

let state: SessionReviews = emptySessionReviews;
let sequence = 0;
const listeners = new Set<() => void>();

function update(next: SessionReviews): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeSessionReviews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionReviews(): SessionReviews {
  return state;
}

export function getServerSessionReviews(): SessionReviews {
  return emptySessionReviews;
}

/**
 * Stores a submitted review under a session id ('session-1', 'session-2', ...): ids that keep
 * reviews written on the same day in the order they were written (sortReviews breaks date ties by
 * id, numeric-aware).
 */
export function addSessionReview(review: Review): Review {
  sequence += 1;
  const stored = { ...review, id: `session-${sequence}` };
  update(withSubmittedReview(state, stored));
  return stored;
}

export function toggleHelpfulMark(reviewId: string): void {
  update(withHelpfulToggled(state, reviewId));
}
