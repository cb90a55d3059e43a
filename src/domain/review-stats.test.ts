import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { buildReview } from '@/testing/builders';
import type { RatingCounts } from './types';
import {
  addRatingCounts,
  averageOf,
  deriveRatingCounts,
  noRatings,
  ratingCountsOf,
  statsFromCounts,
  reviewStats,
} from './review-stats';

const ratings = (values: number[]) => values.map((rating, i) => buildReview({ id: String(i + 1), rating }));

test('no reviews: average 0, count 0, five empty buckets', () => {
  expect(reviewStats([])).toEqual({
    average: 0,
    count: 0,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
  });
});

test('average has one decimal and the distribution counts each star', () => {
  const stats = reviewStats(ratings([5, 4, 4, 3, 5, 5]));
  expect(stats.average).toBe(4.3);
  expect(stats.count).toBe(6);
  expect(stats.distribution.map((b) => b.count)).toEqual([3, 2, 1, 0, 0]);
  expect(stats.distribution.map((b) => b.percent)).toEqual([50, 33, 17, 0, 0]);
  expect(reviewStats(ratings([4, 5])).average).toBe(4.5);
});

test('percentages add up to exactly 100', () => {
  expect(reviewStats(ratings([5, 4, 3])).distribution.map((b) => b.percent)).toEqual([34, 33, 33, 0, 0]);
  fc.assert(
    fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (values) => {
      const stats = reviewStats(ratings(values));
      expect(stats.distribution.reduce((n, b) => n + b.percent, 0)).toBe(100);
      expect(stats.distribution.reduce((n, b) => n + b.count, 0)).toBe(values.length);
      for (const b of stats.distribution) {
        expect(Math.abs(b.percent - (b.count * 100) / values.length)).toBeLessThan(1);
      }
      expect(stats.average).toBeGreaterThanOrEqual(1);
      expect(stats.average).toBeLessThanOrEqual(5);
    }),
    { numRuns: 500 },
  );
});

describe('deriveRatingCounts: all ratings from an average, a count and the written reviews', () => {
  const total = (counts: RatingCounts) => counts.reduce((a, b) => a + b, 0);

  it('keeps the figures of product 1 (shop rules): 4.6 from 128 ratings, its 5 written ones included', () => {
    const written: RatingCounts = [0, 1, 1, 1, 2];
    const counts = deriveRatingCounts(4.6, 128, written)!;
    expect(total(counts)).toBe(128);
    expect(averageOf(counts)).toBe(4.6);
    counts.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(written[i]!));
    expect(statsFromCounts(counts)).toMatchObject({ average: 4.6, count: 128 });
  });

  it('gives nothing when the figures cannot agree', () => {
    expect(deriveRatingCounts(4.6, 2, [0, 0, 0, 0, 3])).toBeUndefined(); // fewer ratings than written
    expect(deriveRatingCounts(4.6, 1, noRatings)).toBeUndefined(); // one rating is a whole star
    expect(deriveRatingCounts(1.2, 3, [0, 0, 0, 0, 2])).toBeUndefined(); // two 5s lift the mean above 1.2
    expect(deriveRatingCounts(0, 0, noRatings)).toEqual(noRatings);
  });

  it('for any real set of ratings, finds counts with the same average and count that include the written ones', () => {
    const counts = fc.tuple(fc.nat(60), fc.nat(60), fc.nat(60), fc.nat(60), fc.nat(60));
    fc.assert(
      fc.property(counts, fc.array(fc.nat(60), { minLength: 5, maxLength: 5 }), (all, cut) => {
        const actual = all as unknown as RatingCounts;
        fc.pre(total(actual) > 0);
        const written = actual.map((n, i) => Math.min(n, cut[i]!)) as unknown as RatingCounts;
        const derived = deriveRatingCounts(averageOf(actual), total(actual), written);
        expect(derived).toBeDefined();
        expect(total(derived!)).toBe(total(actual));
        expect(averageOf(derived!)).toBe(averageOf(actual));
        derived!.forEach((n, i) => expect(n).toBeGreaterThanOrEqual(written[i]!));
      }),
    );
  });

  it('adds a review written this session to the counts', () => {
    expect(addRatingCounts([1, 0, 0, 0, 2], ratingCountsOf([buildReview({ rating: 5 })]))).toEqual([
      1, 0, 0, 0, 3,
    ]);
  });
});
