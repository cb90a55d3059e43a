import type { Product, Review } from '@/domain/types';
import { useAuth } from '@/features/auth/use-auth';
import { ReviewSection } from '@/features/reviews/components/review-section';
import { reviewLoginHref } from '@/features/reviews/model/review-view';

/**
 * The product page's reviews section wired to the signed-in shopper (features never import each
 * other, so the app layer passes the user in). Signed out, the login link returns here afterwards.
 */
export function ProductReviews({ product, reviews }: { product: Product; reviews: readonly Review[] }) {
  const { user } = useAuth();
  return (
    <ReviewSection
      productId={product.id}
      reviews={reviews}
      ratingCounts={product.ratingCounts}
      user={user}
      loginHref={reviewLoginHref(product.id)}
    />
  );
}
