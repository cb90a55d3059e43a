import fc from 'fast-check';
import { expect, test } from 'vitest';
import { clampPage, pageCount, pageItems, pageLinks } from './pagination';

test('page counts and clamping', () => {
  expect(pageCount(0, 24)).toBe(1);
  expect(pageCount(22, 24)).toBe(1);
  expect(pageCount(25, 24)).toBe(2);
  expect(pageCount(10_000, 24)).toBe(417);
  expect(clampPage(0, 5)).toBe(1);
  expect(clampPage(9, 5)).toBe(5);
  expect(clampPage(Number.NaN, 5)).toBe(1);
  expect(clampPage(2.7, 5)).toBe(2);
});

test('page links: ends, the current page and its neighbours, gaps between', () => {
  expect(pageLinks(1, 1)).toEqual([1]);
  expect(pageLinks(1, 3)).toEqual([1, 2, 3]);
  expect(pageLinks(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
  expect(pageLinks(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  expect(pageLinks(20, 20)).toEqual([1, 'gap', 19, 20]);
  expect(pageLinks(1, 417)).toEqual([1, 2, 'gap', 417]);
});

test('every item is on exactly one page, in order', () => {
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 200 }), fc.integer({ min: 1, max: 30 }), (items, perPage) => {
      const pages = pageCount(items.length, perPage);
      const joined = Array.from({ length: pages }, (_, i) => pageItems(items, i + 1, perPage)).flat();
      expect(joined).toEqual(items);
      for (let page = 1; page <= pages; page += 1) {
        const links = pageLinks(page, pages);
        expect(links).toContain(page);
        expect(links.filter((l) => l !== 'gap')).toEqual([...new Set(links.filter((l) => l !== 'gap'))]);
      }
    }),
  );
});
