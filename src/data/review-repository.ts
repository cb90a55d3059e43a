/** The sample reviews, grouped by product. */
import type { Review } from '@/domain/types';
import { reviews } from 'virtual:lumina-catalogue';

const noReviews: readonly Review[] = Object.freeze([]);
const reviewsByProduct = new Map<string, readonly Review[]>();
for (const review of reviews) {
  reviewsByProduct.set(review.productId, [...(reviewsByProduct.get(review.productId) ?? []), review]);
}
for (const [productId, list] of reviewsByProduct) reviewsByProduct.set(productId, Object.freeze(list));

/** The sample reviews of a product, in authored order; an empty list when it has none. */
export function getReviewsForProduct(productId: string): readonly Review[] {
  return reviewsByProduct.get(productId) ?? noReviews;
}
