/**
 * The market this build sells in (one build a market, scripts/build.mjs)
 * and the ones beside it. Code that shows money or words reads `money` and `market` from here,
 * never a market of shop.ts by hand.
 */
import type { Market } from './market-types';
import { markets as allMarkets } from '@/config/shop';

declare const __LUMINA_MARKET__: string;
declare const __LUMINA_TEXT_DIRECTION__: 'ltr' | 'rtl';
declare const __LUMINA_FIRST_MARKET_ONLY__: boolean;

/**
 * The markets the shop sells in: the configuration's, or its first alone where the build says so
 * (src/market-source/load-markets.ts, firstMarketOnly: one backend channel, one currency).
 */
export const markets: readonly Market[] =
  typeof __LUMINA_FIRST_MARKET_ONLY__ === 'boolean' && __LUMINA_FIRST_MARKET_ONLY__
    ? allMarkets.slice(0, 1)
    : allMarkets;

/** The build's market; the first one where none is named (tests, a single-market shop). */
const [first] = markets;
if (!first) throw new Error('The shop configuration lists no market.');
// Defined by the build (vite.config.ts) and the unit tests; code read by Node alone (the end-to-end
// tests' helpers) has no define and gets the first market.
const builtFor = typeof __LUMINA_MARKET__ === 'string' ? __LUMINA_MARKET__ : '';
export const market: Market = markets.find((m) => m.id === builtFor) ?? first;

/**
 * The build's writing direction, its pages' `dir`: 'rtl' for a locale written right to left
 * (src/market-source/load-markets.ts, textDirection), which the layout's logical CSS follows.
 */
export const textDirection =
  typeof __LUMINA_TEXT_DIRECTION__ === 'string' ? __LUMINA_TEXT_DIRECTION__ : 'ltr';

/** The build's money rules. */
export const money = market.money;

/** The markets besides this one, for the switcher and the pages' alternates. */
export const otherMarkets: readonly Market[] = markets.filter((m) => m !== market);

const labels = new Map<Market, string>();

/**
 * The switcher's name for a market, in its own language, from its locale and currency:
 * 'English · USD', 'Deutsch · EUR' (Intl.DisplayNames, so no market needs words of its own).
 * Worked out once a market: building an Intl.DisplayNames loads the language's data, a few
 * milliseconds on a slow phone in each render of the header and the footer.
 */
export function marketLabel(target: Market): string {
  const known = labels.get(target);
  if (known) return known;
  const [language = target.locale] = target.locale.split('-');
  const name = new Intl.DisplayNames([target.locale], { type: 'language' }).of(language) ?? language;
  const label = `${name.charAt(0).toLocaleUpperCase(target.locale)}${name.slice(1)} · ${target.money.currency}`;
  labels.set(target, label);
  return label;
}

/** `path` (an address inside the app, '/product/1?x=1') in `target`'s pages. */
export function marketPath(target: Market, path: string): string {
  return `${target.pathPrefix}${path}`;
}

/** A file of this build's own (its catalogue data: '/data/catalogue.json'), under its path prefix. */
export function marketUrl(path: string): string {
  return `${market.pathPrefix}${path}`;
}
