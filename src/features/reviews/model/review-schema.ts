/** The review form (docs/shop-rules.md, Reviews) and the review built from it. */
import { z } from 'zod';
import { limits } from '@/config/shop';
import { requiredText } from '@/domain/form-fields';
import type { NewReview, Review, User } from '@/domain/types';
import * as words from 'virtual:lumina-messages/reviews';
import { reviewMessages } from './review-messages';

export { reviewMessages };

export const reviewSchema = z.object({
  /** 0 (the form's initial value) means no rating chosen. */
  rating: z
    .number({ error: reviewMessages.ratingRequired })
    .int({ error: reviewMessages.ratingRequired })
    .min(1, { error: reviewMessages.ratingRequired })
    .max(5, { error: reviewMessages.ratingRequired }),
  title: requiredText(reviewMessages.titleRequired, {
    length: limits.reviewTitleMax,
    message: reviewMessages.titleMax,
  }),
  comment: requiredText(reviewMessages.commentRequired, {
    length: limits.reviewCommentMax,
    message: reviewMessages.commentMax,
  }),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const emptyReviewForm: NewReview = { rating: 0, title: '', comment: '' };

/** Submit is enabled only when the form would pass. */
export function isReviewComplete(values: NewReview): boolean {
  return reviewSchema.safeParse(values).success;
}

/** The live counter under the comment box: '12/1000 characters'. */
export function commentCounterText(length: number): string {
  return words.commentCounter({ length, max: limits.reviewCommentMax });
}

/**
 * The review shown at the top of the product's list after a successful submit: not verified,
 * 0 helpful, title and comment trimmed. Id and date (YYYY-MM-DD) come from the caller.
 */
export function buildReview(
  input: NewReview,
  context: { id: string; productId: string; date: string; user: Pick<User, 'id' | 'name' | 'avatar'> },
): Review {
  return {
    id: context.id,
    productId: context.productId,
    userId: context.user.id,
    userName: context.user.name,
    userAvatar: context.user.avatar,
    rating: input.rating,
    title: input.title.trim(),
    comment: input.comment.trim(),
    date: context.date,
    verified: false,
    helpful: 0,
  };
}
