import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { filterReviews, reviewStats, sortReviews } from '@/domain/review-stats';
import type { Review } from '@/domain/types';
import { reviewMessages } from '../model/review-messages';
import { type ReviewAuthor, type ReviewView, defaultReviewView, reviewLoginHref } from '../model/review-view';
import { useProductReviews } from '../use-product-reviews';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import { ReviewToolbar } from './review-toolbar';
import { WriteReview } from './write-review';

interface ReviewSectionProps {
  productId: string;
  /** The signed-in shopper; null or undefined means signed out (the form is replaced by a login prompt). */
  user?: ReviewAuthor | null;
  /** Where the login prompt links; defaults to /login?redirect=/product/{id}. */
  loginHref?: string;
}

/**
 * The product page's reviews: average and distribution, filter and sort, the review cards and the
 * 'Write a Review' form. A new product starts with fresh filters and a closed form.
 */
export function ReviewSection(props: ReviewSectionProps) {
  return <ProductReviewSection key={props.productId} {...props} />;
}

function ProductReviewSection({ productId, user = null, loginHref }: ReviewSectionProps) {
  const { reviews, isMarkedHelpful, toggleHelpful, addReview } = useProductReviews(productId);
  const [view, setView] = useState<ReviewView>(defaultReviewView);
  const filterRef = useRef<HTMLSelectElement>(null);
  const stats = useMemo(() => reviewStats(reviews), [reviews]);
  const shown = useMemo(() => sortReviews(filterReviews(reviews, view.stars), view.sort), [reviews, view]);
  const headingId = `reviews-${productId}`;

  // The new review is listed first: show the list unfiltered, newest first.
  const onSubmitted = useCallback(
    (review: Review) => {
      addReview(review);
      setView(defaultReviewView);
    },
    [addReview],
  );

  const clearFilters = () => {
    setView((v) => ({ ...v, stars: 'all' }));
    filterRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="mt-12 grid gap-8">
      <h2 id={headingId} className="text-2xl font-bold">
        Customer Reviews
      </h2>
      {stats.count > 0 ? <ReviewSummary stats={stats} /> : null}
      <WriteReview
        productId={productId}
        user={user}
        loginHref={loginHref ?? reviewLoginHref(productId)}
        onSubmitted={onSubmitted}
      />
      {stats.count === 0 ? (
        <div className="rounded-lg border border-dashed border-border px-4 py-10 text-center">
          <p className="text-lg font-semibold">{reviewMessages.noReviews}</p>
          <p className="mt-1 text-muted-foreground">Be the first to share what you think of this product.</p>
        </div>
      ) : (
        <div>
          <ReviewToolbar
            view={view}
            onChange={setView}
            shown={shown.length}
            total={stats.count}
            filterRef={filterRef}
          />
          {shown.length > 0 ? (
            <ul aria-label="Reviews" className="divide-y divide-border">
              {shown.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    review={review}
                    markedHelpful={isMarkedHelpful(review.id)}
                    onHelpful={() => toggleHelpful(review.id)}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
              <p className="text-lg font-semibold">{reviewMessages.noMatches}</p>
              <Button variant="outline" onClick={clearFilters}>
                Clear Filters
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
