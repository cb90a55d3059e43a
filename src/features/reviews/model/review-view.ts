/** How the reviews section lists reviews: the filter and sort choices and the texts around them. */
import { productPath } from '@/config/paths';
import { type ReviewSort, type ReviewStarFilter, reviewSorts } from '@/domain/review-order';
import type { StarBucket, StarValue } from '@/domain/review-stats';
import type { User } from '@/domain/types';

/** What the section needs of the signed-in shopper. */
export type ReviewAuthor = Pick<User, 'id' | 'name' | 'avatar'>;

export interface ReviewView {
  stars: ReviewStarFilter;
  sort: ReviewSort;
}

export const defaultReviewView: ReviewView = { stars: 'all', sort: 'newest' };

export const starFilterOptions: readonly { value: ReviewStarFilter; label: string }[] = [
  { value: 'all', label: 'All ratings' },
  { value: 5, label: '5 stars' },
  { value: 4, label: '4 stars' },
  { value: 3, label: '3 stars' },
  { value: 2, label: '2 stars' },
  { value: 1, label: '1 star' },
];

export const reviewSortLabels: Readonly<Record<ReviewSort, string>> = {
  newest: 'Newest',
  oldest: 'Oldest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

/** A select's value ('all', '1'..'5') as a star filter; anything else means all. */
export function parseStarFilter(value: string): ReviewStarFilter {
  return /^[1-5]$/u.test(value) ? (Number(value) as StarValue) : 'all';
}

/** A select's value as a sort; anything unknown means newest. */
export function parseReviewSort(value: string): ReviewSort {
  return (reviewSorts as readonly string[]).includes(value) ? (value as ReviewSort) : 'newest';
}

export function starsText(stars: number): string {
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}

export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** One distribution row as a sentence: '5 stars: 2 reviews (40%)'. */
export function distributionText(bucket: StarBucket): string {
  return `${starsText(bucket.stars)}: ${reviewCountText(bucket.count)} (${bucket.percent}%)`;
}

/** The average as shown: always one decimal ('4.0', '3.8'). */
export function averageText(average: number): string {
  return average.toFixed(1);
}

/** 'Showing 2 of 5 reviews' when a filter hides some, else 'Showing 5 reviews'. */
export function showingText(shown: number, total: number): string {
  return shown === total
    ? `Showing ${reviewCountText(total)}`
    : `Showing ${shown} of ${reviewCountText(total)}`;
}

/** Written reviews are listed this many at a time ('Show more reviews' adds as many again). */
export const reviewsPerPage = 10;

/**
 * The ratings that came without a written review, under the list:
 * 'The other 123 ratings have no written review.' or, with none written,
 * 'All 33 ratings came without a written review.'
 */
export function unwrittenText(unwritten: number, written: number): string {
  const ratings = `${unwritten} ${unwritten === 1 ? 'rating' : 'ratings'}`;
  if (written === 0)
    return unwritten === 1
      ? 'The 1 rating came without a written review.'
      : `All ${ratings} came without a written review.`;
  return `The other ${ratings} ${unwritten === 1 ? 'has' : 'have'} no written review.`;
}

/** The sign-in link that brings the shopper back to this product afterwards. */
export function reviewLoginHref(productId: string): string {
  return `/login?redirect=${productPath(productId)}`;
}
