/**
 * How the reviews section lists reviews: the filter and sort choices and the texts around them
 * (messages/'s).
 */
import { ratingText } from '@/domain/rating-display';
import { productPath } from '@/config/paths';
import { type ReviewSort, type ReviewStarFilter, reviewSorts } from '@/domain/review-order';
import type { StarBucket, StarValue } from '@/domain/review-stats';
import type { User } from '@/domain/types';
import * as words from 'virtual:lumina-messages/reviews';

/** What the section needs of the signed-in shopper. */
export type ReviewAuthor = Pick<User, 'id' | 'name' | 'avatar'>;

export interface ReviewView {
  stars: ReviewStarFilter;
  sort: ReviewSort;
}

export const defaultReviewView: ReviewView = { stars: 'all', sort: 'newest' };

export const starFilterOptions: readonly { value: ReviewStarFilter; label: string }[] = [
  { value: 'all', label: words.allRatings },
  { value: 5, label: words.stars({ count: 5 }) },
  { value: 4, label: words.stars({ count: 4 }) },
  { value: 3, label: words.stars({ count: 3 }) },
  { value: 2, label: words.stars({ count: 2 }) },
  { value: 1, label: words.stars({ count: 1 }) },
];

export const reviewSortLabels: Readonly<Record<ReviewSort, string>> = {
  newest: words.sortNewest,
  oldest: words.sortOldest,
  highest: words.sortHighest,
  lowest: words.sortLowest,
  helpful: words.sortHelpful,
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
  return words.stars({ count: stars });
}

export function reviewCountText(count: number): string {
  return words.reviewCount({ count });
}

/** One distribution row as a sentence: '5 stars: 2 reviews (40%)'. */
export function distributionText(bucket: StarBucket): string {
  return words.distribution(bucket);
}

/** The average as shown: always one decimal ('4.0', '3.8'). */
export function averageText(average: number): string {
  return ratingText(average);
}

/** 'Showing 2 of 5 reviews' when a filter hides some, else 'Showing 5 reviews'. */
export function showingText(shown: number, total: number): string {
  return shown === total ? words.showingAll({ total }) : words.showingSome({ shown, total });
}

/** Written reviews are listed this many at a time ('Show more reviews' adds as many again). */
export const reviewsPerPage = 10;

/**
 * The ratings that came without a written review, under the list:
 * 'The other 123 ratings have no written review.' or, with none written,
 * 'All 33 ratings came without a written review.'
 */
export function unwrittenText(unwritten: number, written: number): string {
  return written === 0
    ? words.unwrittenAll({ count: unwritten })
    : words.unwrittenOthers({ count: unwritten });
}

/** The sign-in link that brings the shopper back to this product afterwards. */
export function reviewLoginHref(productId: string): string {
  return `/login?redirect=${productPath(productId)}`;
}
