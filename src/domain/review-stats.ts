/** Review statistics, filtering, ordering and display helpers (docs/shop-rules.md, Reviews). */
import type { RatingCounts, Review } from './types';

export type StarValue = 1 | 2 | 3 | 4 | 5;
export type ReviewStarFilter = StarValue | 'all';

export const reviewSorts = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export interface StarBucket {
  stars: StarValue;
  count: number;
  /** Whole percent; the five buckets sum to exactly 100 when there are reviews, else all 0. */
  percent: number;
}

export interface ReviewStats {
  /** Mean rating rounded to 1 decimal; 0 when there are no reviews. */
  average: number;
  count: number;
  /** Always five buckets, 5 stars first. */
  distribution: StarBucket[];
}

const STARS_DESC: readonly StarValue[] = [5, 4, 3, 2, 1];

function bucketOf(rating: number): StarValue {
  const r = Math.round(rating);
  return (r >= 5 ? 5 : r <= 1 ? 1 : r) as StarValue;
}

export type { RatingCounts };

export const noRatings: RatingCounts = [0, 0, 0, 0, 0];

/** The star counts of some reviews. */
export function ratingCountsOf(reviews: readonly Review[]): RatingCounts {
  const counts: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  for (const review of reviews) {
    const star = bucketOf(review.rating);
    counts[star - 1] = (counts[star - 1] ?? 0) + 1;
  }
  return counts;
}

export function addRatingCounts(a: RatingCounts, b: RatingCounts): RatingCounts {
  return a.map((n, i) => n + (b[i] ?? 0)) as unknown as RatingCounts;
}

/** Mean star value rounded to 1 decimal, as the catalogue states a product's rating; 0 for none. */
export function averageOf(counts: RatingCounts): number {
  const count = counts.reduce((a, b) => a + b, 0);
  const sum = counts.reduce((acc, n, i) => acc + n * (i + 1), 0);
  return count === 0 ? 0 : Math.round((sum * 10) / count) / 10;
}

/**
 * Percentages use the largest-remainder method so they add up to 100; equal remainders go to the
 * higher star bucket first.
 */
export function statsFromCounts(counts: RatingCounts): ReviewStats {
  const count = counts.reduce((a, b) => a + b, 0);
  const distribution: StarBucket[] = STARS_DESC.map((stars) => {
    const n = counts[stars - 1] ?? 0;
    return { stars, count: n, percent: count === 0 ? 0 : Math.floor((n * 100) / count) };
  });
  if (count > 0) {
    let left = 100 - distribution.reduce((acc, b) => acc + b.percent, 0);
    const byRemainder = [...distribution].sort(
      (a, b) => ((b.count * 100) % count) - ((a.count * 100) % count),
    );
    for (const bucket of byRemainder) {
      if (left <= 0) break;
      if ((bucket.count * 100) % count === 0) continue;
      bucket.percent += 1;
      left -= 1;
    }
  }
  return { average: averageOf(counts), count, distribution };
}

export function reviewStats(reviews: readonly Review[]): ReviewStats {
  return statsFromCounts(ratingCountsOf(reviews));
}

/**
 * All of a product's ratings, when the catalogue gives only their average (`rating`, 1 decimal),
 * their number (`count`) and the stars of the written reviews among them: the written ones plus
 * the unwritten rest on the two star values around what the average needs. Undefined when no such
 * ratings exist (fewer ratings than written reviews, or an average they cannot reach).
 */
export function deriveRatingCounts(
  rating: number,
  count: number,
  written: RatingCounts,
): RatingCounts | undefined {
  const writtenCount = written.reduce((a, b) => a + b, 0);
  const writtenSum = written.reduce((acc, n, i) => acc + n * (i + 1), 0);
  const rest = count - writtenCount;
  if (!Number.isInteger(count) || rest < 0) return undefined;
  if (count === 0) return rating === 0 ? noRatings : undefined;
  // Every star total whose mean rounds to `rating` (one step wider each side: 4.45 * 20 is not 89 in floating point).
  const lowest = Math.floor((rating - 0.05) * count) - 1;
  for (let total = Math.max(0, lowest); total <= Math.ceil((rating + 0.05) * count) + 1; total += 1) {
    const restSum = total - writtenSum;
    if (Math.round((total * 10) / count) / 10 !== rating || restSum < rest || restSum > 5 * rest) continue;
    if (rest === 0) return written;
    const low = Math.floor(restSum / rest);
    const high = restSum - low * rest;
    // `rest - high` ratings of `low` stars and `high` of one star more (index = stars - 1).
    return written.map(
      (n, i) => n + (i === low - 1 ? rest - high : 0) + (i === low ? high : 0),
    ) as unknown as RatingCounts;
  }
  return undefined;
}

export function filterReviews(reviews: readonly Review[], stars: ReviewStarFilter): Review[] {
  return stars === 'all' ? [...reviews] : reviews.filter((r) => bucketOf(r.rating) === stars);
}

// Intl objects are built on first use: creating them at import time costs milliseconds of ICU on
// the page's critical path.
let numericCollator: Intl.Collator | undefined;
/** Plain code-unit order; YYYY-MM-DD strings order correctly this way. */
const dateOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Numeric-aware ('9' < '10'); ids the collator calls equal ('8', '08') fall back to code units. */
const idOrder = (a: string, b: string) =>
  (numericCollator ??= new Intl.Collator('en', { numeric: true })).compare(a, b) || dateOrder(a, b);
/** Newest first, then the higher id (numeric-aware: '10' after '9'). */
const newestFirst = (a: Review, b: Review) => dateOrder(b.date, a.date) || idOrder(b.id, a.id);

/**
 * Orders reviews; ties are broken deterministically:
 * newest: date desc, then id desc. oldest: date asc, then id asc.
 * highest / lowest: rating desc / asc, then newest first. helpful: helpful count desc, then newest first.
 * Ids compare numeric-aware ('9' < '10').
 */
export function sortReviews(reviews: readonly Review[], sort: ReviewSort): Review[] {
  const copy = [...reviews];
  switch (sort) {
    case 'newest':
      return copy.sort(newestFirst);
    case 'oldest':
      return copy.sort((a, b) => dateOrder(a.date, b.date) || idOrder(a.id, b.id));
    case 'highest':
      return copy.sort((a, b) => b.rating - a.rating || newestFirst(a, b));
    case 'lowest':
      return copy.sort((a, b) => a.rating - b.rating || newestFirst(a, b));
    case 'helpful':
      return copy.sort((a, b) => b.helpful - a.helpful || newestFirst(a, b));
  }
}

let longDate: Intl.DateTimeFormat | undefined;
const longDateOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
};

/**
 * '2024-03-05' -> 'March 5, 2024' in every time zone: the date parts are read from the string and
 * formatted as a UTC date. A string that is not a real YYYY-MM-DD date is returned unchanged.
 */
export function formatReviewDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return isoDate;
  }
  return (longDate ??= new Intl.DateTimeFormat('en-US', longDateOptions)).format(date);
}

/** The shopper's local calendar date of `nowMs` as YYYY-MM-DD (a review written today). */
export function localIsoDate(nowMs: number): string {
  const now = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Filled stars: the floor of the rating, clamped to 0..5 (NaN shows 0). */
export function starsShown(rating: number): number {
  if (Number.isNaN(rating)) return 0;
  return Math.min(5, Math.max(0, Math.floor(rating)));
}

export const ratingLabels: Readonly<Record<StarValue, string>> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
};

/** 1 Poor, 2 Fair, 3 Good, 4 Very Good, 5 Excellent; '' for anything else (no rating chosen). */
export function ratingLabel(rating: number): string {
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? ratingLabels[rating as StarValue] : '';
}
