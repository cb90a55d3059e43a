import { expect, test } from 'vitest';
import { starsShown } from './rating-display';

test('stars shown are the floor of the rating, clamped to 0..5', () => {
  expect(starsShown(4.7)).toBe(4);
  expect(starsShown(5)).toBe(5);
  expect(starsShown(0.9)).toBe(0);
  expect(starsShown(7)).toBe(5);
  expect(starsShown(-1)).toBe(0);
  expect(starsShown(Number.NaN)).toBe(0);
});
