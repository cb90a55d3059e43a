/**
 * The review texts (docs/shop-rules.md, Reviews), kept apart from the zod schema so the reviews
 * section can show them without loading zod (the form and its schema load only when opened).
 */
import { limits } from '@/config/shop';

export const reviewMessages = {
  loginRequired: 'Please log in to write a review',
  ratingRequired: 'Please select a rating',
  titleRequired: 'Please enter a review title',
  titleMax: `Title must be at most ${limits.reviewTitleMax} characters`,
  commentRequired: 'Please write a review comment',
  commentMax: `Comment must be at most ${limits.reviewCommentMax} characters`,
  submitFailed: 'Failed to submit review. Please try again.',
  submitted: 'Review submitted successfully!',
  noReviews: 'No reviews yet',
  noMatches: 'No reviews match your current filters.',
} as const;
