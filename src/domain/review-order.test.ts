import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildReview } from '@/testing/builders';
import { filterReviews, sortReviews } from './review-order';

const ratings = (values: number[]) => values.map((rating, i) => buildReview({ id: String(i + 1), rating }));

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
