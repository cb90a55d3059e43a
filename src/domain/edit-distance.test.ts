import fc from 'fast-check';
import { expect, test } from 'vitest';
import { editDistance } from './edit-distance';

/** The textbook optimal-string-alignment distance, without the early exit, to check against. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

test('each kind of slip is one edit', () => {
  expect(editDistance('keyboard', 'keyboard', 2)).toBe(0);
  expect(editDistance('keybord', 'keyboard', 2)).toBe(1);
  expect(editDistance('keyboadr', 'keyboard', 2)).toBe(1);
  expect(editDistance('keyboarx', 'keyboard', 2)).toBe(1);
  expect(editDistance('keyboardd', 'keyboard', 2)).toBe(1);
  expect(editDistance('kyebaord', 'keyboard', 2)).toBe(2);
});

test('beyond the bound it answers max + 1', () => {
  expect(editDistance('lamp', 'chair', 1)).toBe(2);
  expect(editDistance('a', 'abcdef', 2)).toBe(3);
  expect(editDistance('', 'ab', 2)).toBe(2);
});

test('agrees with the textbook distance wherever it is within the bound', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 });
  fc.assert(
    fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
      const full = reference(a, b);
      expect(editDistance(a, b, max)).toBe(Math.min(full, max + 1));
      expect(editDistance(b, a, max)).toBe(editDistance(a, b, max));
    }),
    { numRuns: 500 },
  );
});
