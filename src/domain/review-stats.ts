/** Review statistics: star counts, the average, the distribution in percent (docs/shop-rules.md, Reviews). */
import type { RatingCounts, Review } from './types';

export type StarValue = 1 | 2 | 3 | 4 | 5;
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

/** The star bucket of a rating: rounded, clamped to 1..5. */
export function bucketOf(rating: number): StarValue {
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
