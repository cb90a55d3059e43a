/** Simulated review submission: waits like a request would and returns the stored review. */
import { delays } from '@/config/shop';
import type { NewReview, Review, User } from '@/domain/types';
import { sleep } from '@/lib/sleep';

export async function submitReview(
  productId: string,
  review: NewReview,
  user: Pick<User, 'id' | 'name' | 'avatar'>,
  today: string,
): Promise<Review> {
  await sleep(delays.reviewMs);
  return {
    id: `local-${productId}-${Date.now().toString(36)}`,
    productId,
    userId: user.id,
    userName: user.name,
    userAvatar: user.avatar,
    rating: review.rating,
    title: review.title.trim(),
    comment: review.comment.trim(),
    date: today,
    verified: false,
    helpful: 0,
  };
}
