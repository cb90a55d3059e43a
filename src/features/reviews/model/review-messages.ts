/**
 * The review texts (docs/shop-rules.md, Reviews), kept apart from the zod schema so the reviews
 * section can show them without loading zod (the form and its schema load only when opened).
 * The words are messages/'s.
 */
import { limits } from '@/config/shop';
import * as words from 'virtual:lumina-messages/reviews';

export const reviewMessages = {
  loginRequired: words.loginRequired,
  ratingRequired: words.ratingRequired,
  titleRequired: words.titleRequired,
  titleMax: words.titleMax({ max: limits.reviewTitleMax }),
  commentRequired: words.commentRequired,
  commentMax: words.commentMax({ max: limits.reviewCommentMax }),
  submitFailed: words.submitFailed,
  submitted: words.submitted,
  noReviews: words.noReviews,
  noMatches: words.noMatches,
} as const;
