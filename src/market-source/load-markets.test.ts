import { describe, expect, it } from 'vitest';
import { markets } from '../config/shop.ts';
import { buildMarket, marketProblems, textDirection } from './load-markets.ts';

const [us, de] = markets;

describe('marketProblems', () => {
  it("accepts the shop's own markets", () => {
    expect(marketProblems(markets)).toEqual([]);
  });

  it('names a market list that is empty or not a list', () => {
    expect(marketProblems([])).toEqual([expect.stringContaining('at least one market')]);
    expect(marketProblems({ id: 'us' })).toHaveLength(1);
  });

  it('names the market and the field of each problem', () => {
    const bad = { ...de, pathPrefix: 'de/', money: { ...de!.money, currency: 'EURO', locale: 'fr-FR' } };
    expect(marketProblems([us, bad])).toEqual([
      expect.stringMatching(/^markets\[1\]\.pathPrefix: /),
      expect.stringMatching(/^markets\[1\]\.money\.currency: is not an ISO 4217 currency code/),
      expect.stringMatching(/^markets\[1\]\.money\.locale: must be the market's locale, de-DE/),
    ]);
  });

  it('keeps the first market at the root in the catalogue prices, and every other off it', () => {
    expect(marketProblems([de, us])).toEqual([
      "markets[0].pathPrefix: the first market lives at the root ('')",
      "markets[0].prices: the first market's prices are the catalogue's",
      'markets[1].pathPrefix: only the first market lives at the root',
    ]);
  });

  it('refuses two markets with the same id, prefix or locale', () => {
    expect(marketProblems([us, de, { ...de, id: 'at' }])).toEqual([
      'markets: two markets have the pathPrefix "/de"',
      'markets: two markets have the locale "de-DE"',
    ]);
  });

  it('refuses a locale tag that is not canonical', () => {
    expect(marketProblems([{ ...us, locale: 'en_US' }])).toContainEqual(
      expect.stringMatching(/^markets\[0\]\.locale: is not a locale tag/),
    );
  });
});

describe('buildMarket', () => {
  it('is the first market, at the root, when no build handed one over', () => {
    expect(buildMarket({})).toEqual({ id: '', pathPrefix: '' });
  });

  it('reads the market the build script hands over', () => {
    const handed = { id: 'de', pathPrefix: '/de', prices: { rate: 0.92, endsIn: 99 } };
    expect(buildMarket({ LUMINA_MARKET_BUILD: JSON.stringify(handed) })).toEqual(handed);
  });
});

describe('textDirection', () => {
  it('writes right-to-left languages right to left, whatever their region, and the rest left to right', () => {
    expect(['ar-EG', 'he-IL', 'fa', 'ur-PK'].map(textDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en-US', 'de-DE', 'fr', 'arn-CL'].map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });
});
