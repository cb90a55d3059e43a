import fc from 'fast-check';
import { expect, test } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, query)
    .map((p) => (p.matched ? `[${p.text}]` : p.text))
    .join('');

test("every place a query's terms occur is marked, whatever the case", () => {
  expect(marked('Wireless Mechanical Keyboard', 'keyboard')).toBe('Wireless Mechanical [Keyboard]');
  expect(marked('Wireless Sport Earbuds', 'wire  ear')).toBe('[Wire]less Sport [Ear]buds');
  expect(marked('Set of sets', 'set')).toBe('[Set] of [set]s');
  expect(marked('Pour-Over', 'our-o ove')).toBe('P[our-Ove]r');
  expect(marked('Lamp', '')).toBe('Lamp');
  expect(marked('Lamp', 'chair')).toBe('Lamp');
});

test('the parts always spell the name, and marked parts are matches', () => {
  fc.assert(
    fc.property(fc.string(), fc.string(), (text, query) => {
      const parts = highlightParts(text, query);
      expect(parts.map((p) => p.text).join('')).toBe(text);
      for (const part of parts) expect(part.text.length).toBeGreaterThan(0);
    }),
  );
});
