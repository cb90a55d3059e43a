import fc from 'fast-check';
import { afterEach, describe, expect, it, test } from 'vitest';
import { buildReview } from '@/testing/builders';
import type { RatingCounts } from './types';
import {
  addRatingCounts,
  averageOf,
  deriveRatingCounts,
  noRatings,
  ratingCountsOf,
  statsFromCounts,
  filterReviews,
  formatReviewDate,
  localIsoDate,
  ratingLabel,
  reviewStats,
  sortReviews,
  starsShown,
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

test('filter by star or all', () => {
  const list = ratings([5, 3, 5, 1]);
  expect(filterReviews(list, 'all')).toHaveLength(4);
  expect(filterReviews(list, 5).map((r) => r.id)).toEqual(['1', '3']);
  expect(filterReviews(list, 2)).toEqual([]);
});

test('sorts with deterministic tie-breaks', () => {
  const list = [
    buildReview({ id: '9', date: '2024-02-01', rating: 4, helpful: 3 }),
    buildReview({ id: '10', date: '2024-02-01', rating: 5, helpful: 3 }),
    buildReview({ id: '2', date: '2023-12-24', rating: 5, helpful: 10 }),
    buildReview({ id: '3', date: '2024-03-05', rating: 1, helpful: 0 }),
  ];
  const order = (sort: Parameters<typeof sortReviews>[1]) => sortReviews(list, sort).map((r) => r.id);
  expect(order('newest')).toEqual(['3', '10', '9', '2']);
  expect(order('oldest')).toEqual(['2', '9', '10', '3']);
  expect(order('highest')).toEqual(['10', '2', '9', '3']);
  expect(order('lowest')).toEqual(['3', '9', '10', '2']);
  expect(order('helpful')).toEqual(['2', '10', '9', '3']);
  expect(list.map((r) => r.id)).toEqual(['9', '10', '2', '3']);
});

test('sort order does not depend on the input order', () => {
  const review = fc.record({
    id: fc.stringMatching(/^[0-9a-z]{1,3}$/),
    date: fc.constantFrom('2024-01-01', '2024-01-02', '2023-12-31'),
    rating: fc.integer({ min: 1, max: 5 }),
    helpful: fc.integer({ min: 0, max: 3 }),
  });
  const sorts = ['newest', 'oldest', 'highest', 'lowest', 'helpful'] as const;
  fc.assert(
    fc.property(
      fc.uniqueArray(review, { selector: (r) => r.id, maxLength: 15 }),
      fc.constantFrom(...sorts),
      (items, sort) => {
        const list = items.map((r) => buildReview(r));
        const a = sortReviews(list, sort).map((r) => r.id);
        const b = sortReviews([...list].reverse(), sort).map((r) => r.id);
        expect(b).toEqual(a);
      },
    ),
    { numRuns: 500 },
  );
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

test.each(['UTC', 'Pacific/Pago_Pago', 'Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata'])(
  'dates format the same in %s',
  (tz) => {
    process.env.TZ = tz;
    expect(formatReviewDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatReviewDate('2024-01-01')).toBe('January 1, 2024');
    expect(formatReviewDate('2023-12-31')).toBe('December 31, 2023');
  },
);

test('the time zone really would shift a naive local format (the test above is meaningful)', () => {
  process.env.TZ = 'Pacific/Pago_Pago';
  const naive = new Date('2024-03-05').toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  expect(naive).toBe('March 4, 2024');
  expect(formatReviewDate('2024-03-05')).toBe('March 5, 2024');
});

test('a string that is not a real date is shown as is', () => {
  expect(formatReviewDate('2024-02-30')).toBe('2024-02-30');
  expect(formatReviewDate('yesterday')).toBe('yesterday');
  expect(formatReviewDate('2024-3-5')).toBe('2024-3-5');
  expect(formatReviewDate('2024-02-29')).toBe('February 29, 2024');
});

test('localIsoDate is the local calendar day', () => {
  process.env.TZ = 'Pacific/Kiritimati'; // UTC+14
  expect(localIsoDate(Date.UTC(2024, 2, 4, 12, 0))).toBe('2024-03-05');
  process.env.TZ = 'UTC';
  expect(localIsoDate(Date.UTC(2024, 2, 4, 12, 0))).toBe('2024-03-04');
});

test('stars shown are the floor of the rating, clamped to 0..5', () => {
  expect(starsShown(4.7)).toBe(4);
  expect(starsShown(5)).toBe(5);
  expect(starsShown(0.9)).toBe(0);
  expect(starsShown(7)).toBe(5);
  expect(starsShown(-1)).toBe(0);
  expect(starsShown(Number.NaN)).toBe(0);
});

test('rating labels', () => {
  expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  expect(ratingLabel(0)).toBe('');
  expect(ratingLabel(4.5)).toBe('');
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
