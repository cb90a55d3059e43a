import fc from 'fast-check';
import { expect, test } from 'vitest';
import { normalizeQuery, queryTerms } from './query-text';

test('a query is trimmed and cut to 200 characters', () => {
  expect(normalizeQuery('  red shirt  ')).toBe('red shirt');
  expect(normalizeQuery('x'.repeat(250))).toBe('x'.repeat(200));
  expect(normalizeQuery(`${'x'.repeat(199)} y`)).toBe('x'.repeat(199));
  expect(normalizeQuery('   ')).toBe('');
});

test('the cut never splits an emoji', () => {
  const result = normalizeQuery('😀'.repeat(201));
  expect(Array.from(result)).toHaveLength(200);
  expect(result).toBe('😀'.repeat(200));
});

test('terms are the lower-cased words of the trimmed query', () => {
  expect(queryTerms('  Red   SHIRT\tcotton ')).toEqual(['red', 'shirt', 'cotton']);
  expect(queryTerms('')).toEqual([]);
  expect(queryTerms(' \n ')).toEqual([]);
});

test('normalizing is idempotent and bounded for any text', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary' }), (raw) => {
      const once = normalizeQuery(raw);
      expect(normalizeQuery(once)).toBe(once);
      expect(Array.from(once).length).toBeLessThanOrEqual(200);
      expect(once).toBe(once.trim());
      for (const term of queryTerms(raw)) expect(term).toMatch(/^\S+$/u);
    }),
    { numRuns: 500 },
  );
});
