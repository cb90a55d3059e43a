import { useCallback, useMemo } from 'react';
import { type RatingCounts, ratingCountsOf } from '@/domain/review-stats';
import type { Review } from '@/domain/types';
import { useStore } from '@/lib/create-store';
import { productReviews } from './model/session-reviews';
import { addSessionReview, sessionReviewsStore, toggleHelpfulMark } from './review-store';

export interface ProductReviews {
  /** The sample reviews and this session's, with this session's helpful marks counted. */
  reviews: Review[];
  isMarkedHelpful: (reviewId: string) => boolean;
  toggleHelpful: (reviewId: string) => void;
  addReview: (review: Review) => Review;
  /** The reviews written in this session, by star (they add to the catalogue's ratings). */
  sessionCounts: RatingCounts;
}

/** A product's reviews for this session. */
/** A product's reviews for this session: its written reviews from the catalogue (`sample`) and this session's. */
export function useProductReviews(productId: string, sample: readonly Review[]): ProductReviews {
  const session = useStore(sessionReviewsStore);
  const reviews = useMemo(() => productReviews(sample, session, productId), [productId, sample, session]);
  const submitted = session.submitted[productId];
  const sessionCounts = useMemo(() => ratingCountsOf(submitted ?? []), [submitted]);
  const isMarkedHelpful = useCallback((reviewId: string) => session.helpful.has(reviewId), [session]);
  return {
    reviews,
    isMarkedHelpful,
    toggleHelpful: toggleHelpfulMark,
    addReview: addSessionReview,
    sessionCounts,
  };
}
