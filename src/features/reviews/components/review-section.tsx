import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { filterReviews, sortReviews } from '@/domain/review-order';
import { addRatingCounts, ratingCountsOf, statsFromCounts } from '@/domain/review-stats';
import type { RatingCounts, Review } from '@/domain/types';
import { reviewMessages } from '../model/review-messages';
import {
  type ReviewAuthor,
  type ReviewView,
  defaultReviewView,
  reviewLoginHref,
  reviewsPerPage,
  unwrittenText,
} from '../model/review-view';
import { useProductReviews } from '../use-product-reviews';
import * as words from 'virtual:lumina-messages/reviews';
import { ReviewCard } from './review-card';
import { ReviewSummary } from './review-summary';
import { ReviewToolbar } from './review-toolbar';
import { WriteReview } from './write-review';

interface ReviewSectionProps {
  productId: string;
  /** The product's written reviews from the catalogue (the page's data), in authored order. */
  reviews: readonly Review[];
  /** The signed-in shopper; null or undefined means signed out (the form is replaced by a login prompt). */
  user?: ReviewAuthor | null;
  /** Where the login prompt links; defaults to /login?redirect=/product/{id}. */
  loginHref?: string;
  /**
   * All of the product's ratings by star, written reviews included (the catalogue's rating and
   * review count); without it, the written reviews are all there is.
   */
  ratingCounts?: RatingCounts;
}

/**
 * The product page's reviews: average and distribution, filter and sort, the review cards and the
 * 'Write a Review' form. A new product starts with fresh filters and a closed form.
 */
export function ReviewSection(props: ReviewSectionProps) {
  return <ProductReviewSection key={props.productId} {...props} />;
}

function ProductReviewSection({
  productId,
  reviews: written,
  user = null,
  loginHref,
  ratingCounts,
}: ReviewSectionProps) {
  const { reviews, isMarkedHelpful, toggleHelpful, addReview, sessionCounts } = useProductReviews(
    productId,
    written,
  );
  const [view, setViewState] = useState<ReviewView>(defaultReviewView);
  const [limit, setLimit] = useState(reviewsPerPage);
  const filterRef = useRef<HTMLSelectElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const stats = useMemo(
    () =>
      statsFromCounts(ratingCounts ? addRatingCounts(ratingCounts, sessionCounts) : ratingCountsOf(reviews)),
    [ratingCounts, sessionCounts, reviews],
  );
  const matching = useMemo(() => sortReviews(filterReviews(reviews, view.stars), view.sort), [reviews, view]);
  const shown = matching.slice(0, limit);
  const unwritten = stats.count - reviews.length;
  const headingId = `reviews-${productId}`;

  const setView = useCallback((next: ReviewView) => {
    setViewState(next);
    setLimit(reviewsPerPage);
  }, []);

  // The first newly listed review takes focus, so the button's disappearance never strands it.
  const showMore = () => {
    const first = limit;
    setLimit(limit + reviewsPerPage);
    requestAnimationFrame(() => listRef.current?.querySelectorAll('article')[first]?.focus());
  };

  // The new review is listed first: show the list unfiltered, newest first.
  const onSubmitted = useCallback(
    (review: Review) => {
      addReview(review);
      setView(defaultReviewView);
    },
    [addReview, setView],
  );

  const clearFilters = () => {
    setView({ ...view, stars: 'all' });
    filterRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="mt-12 grid gap-8">
      <h2 id={headingId} className="text-2xl font-bold">
        {words.customerReviews}
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
          <p className="mt-1 text-muted-foreground">{words.beTheFirst}</p>
        </div>
      ) : reviews.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
          {unwrittenText(unwritten, 0)}
        </p>
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
            <ul ref={listRef} aria-label={words.listLabel} className="divide-y divide-border">
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
          ) : null}
          {shown.length < matching.length ? (
            <Button variant="outline" className="mt-4" onClick={showMore}>
              {words.showMore}
            </Button>
          ) : null}
          {shown.length === matching.length && view.stars === 'all' && unwritten > 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">{unwrittenText(unwritten, reviews.length)}</p>
          ) : null}
          {matching.length === 0 ? (
            <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
              <p className="text-lg font-semibold">{reviewMessages.noMatches}</p>
              <Button variant="outline" onClick={clearFilters}>
                {words.clearFilters}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
