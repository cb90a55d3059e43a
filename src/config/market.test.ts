import { describe, expect, it } from 'vitest';
import { marketLabel, markets, textDirection } from './market';

describe('the markets as the app reads them', () => {
  it('names each market in its own language and currency', () => {
    expect(markets.map(marketLabel)).toEqual(['English · USD', 'Deutsch · EUR']);
  });

  it("writes the unit tests' build, the first market's, left to right", () => {
    expect(textDirection).toBe('ltr');
  });
});
