/**
 * Where the shop sells and at what money rules, part of the shop configuration (src/config/shop.ts
 * re-exports both; a LUMINA_SHOP_CONFIG module exports its own).
 */
import type { Market } from './market-types';
import type { MoneyRules } from './money-rules';

/** Money rules, in integer cents (docs/shop-rules.md, Money). */
export const money: MoneyRules = {
  currency: 'USD',
  locale: 'en-US',
  /** Shipping is free when the subtotal is strictly above this. */
  freeShippingThresholdCents: 5000,
  /** Standard shipping below the threshold. */
  shippingFeeCents: 999,
  /** The faster delivery options the Shipping page and the FAQ describe. */
  expressShippingCents: 999,
  nextDayShippingCents: 1999,
  /** 8 percent, as a basis-point integer to keep arithmetic exact. */
  taxRateBasisPoints: 800,
  /** Sales tax is added to the subtotal at checkout. */
  taxIncluded: false,
};

/**
 * Where the shop sells (docs/how-to/add-a-market.md): the first market at the root, every other one
 * under its path prefix, built with its own words (messages/<locale>.json, content/<locale>/) and
 * money. Code reads the build's market from src/config/market.ts.
 */
export const markets: readonly Market[] = [
  { id: 'us', pathPrefix: '', locale: 'en-US', money },
  {
    id: 'de',
    pathPrefix: '/de',
    locale: 'de-DE',
    money: {
      currency: 'EUR',
      locale: 'de-DE',
      freeShippingThresholdCents: 5000,
      shippingFeeCents: 499,
      expressShippingCents: 999,
      nextDayShippingCents: 1999,
      /** German VAT, 19 percent, contained in every price shown. */
      taxRateBasisPoints: 1900,
      taxIncluded: true,
    },
    /** Euro prices from the catalogue's dollars: 0.92 a dollar, each ending in .99. */
    prices: { rate: 0.92, endsIn: 99 },
  },
];
