import fc from 'fast-check';
import { expect, test } from 'vitest';
import { addRecentSearch, clearRecent, removeRecentSearch } from './recent-searches';

test('most recent first, at most 5', () => {
  let list: readonly string[] = [];
  for (const term of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, term);
  expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
});

test('terms are trimmed; blank terms are ignored', () => {
  const list = addRecentSearch([], '  lamp  ');
  expect(list).toEqual(['lamp']);
  expect(addRecentSearch(list, '   ')).toBe(list);
  expect(addRecentSearch(list, '')).toBe(list);
});

test('duplicates ignoring case move to the front with the newest spelling', () => {
  expect(addRecentSearch(['shirt', 'Lamp', 'vase'], 'LAMP')).toEqual(['LAMP', 'shirt', 'vase']);
  const same = ['lamp', 'vase'];
  expect(addRecentSearch(same, 'lamp')).toBe(same);
});

test('long terms are cut to 200 characters', () => {
  expect(addRecentSearch([], 'x'.repeat(300))[0]).toHaveLength(200);
});

test('remove and clear', () => {
  expect(removeRecentSearch(['lamp', 'vase'], 'LAMP')).toEqual(['vase']);
  expect(clearRecent()).toEqual([]);
});

test('any sequence keeps the list short, trimmed and unique ignoring case', () => {
  const term = fc.oneof(
    fc.constantFrom('lamp', 'LAMP', ' Lamp ', 'vase', '', '  ', 'a', 'b', 'c', 'd'),
    fc.string({ unit: 'binary', maxLength: 250 }),
  );
  fc.assert(
    fc.property(fc.array(term, { maxLength: 30 }), (terms) => {
      let list: readonly string[] = [];
      for (const t of terms) {
        list = addRecentSearch(list, t);
        if (t.trim() !== '')
          expect(list[0]?.toLowerCase()).toBe(t.trim().slice(0, list[0]!.length).toLowerCase());
      }
      expect(list.length).toBeLessThanOrEqual(5);
      expect(new Set(list.map((s) => s.toLowerCase())).size).toBe(list.length);
      for (const s of list) {
        expect(s).toBe(s.trim());
        expect(s).not.toBe('');
        expect(Array.from(s).length).toBeLessThanOrEqual(200);
      }
    }),
    { numRuns: 500 },
  );
});
