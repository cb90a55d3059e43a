import type { MoneyRules } from './money-rules';

/** How a market's prices follow from the catalogue's (which are in the first market's currency). */
export interface PriceConversion {
  /** Units of the market's currency for one of the catalogue's (0.92 euros a dollar). */
  readonly rate: number;
  /**
   * The cents every converted price ends in (99: 22.99, 119.99; 0: whole units), taken as the
   * nearest such price, ties upward; none keeps the converted cent.
   */
  readonly endsIn?: number;
}

/**
 * Where and how the shop sells: a language, a currency with its money rules, and where its pages
 * live (docs/how-to/add-a-market.md). The first market is the default one, at the root.
 */
export interface Market {
  /** A short name: what the shopper's choice of market remembers. */
  readonly id: string;
  /** Where its pages live: '' for the first market (the root), '/de' for /de/product/1. */
  readonly pathPrefix: string;
  /** Its words (messages/<locale>.json, content/<locale>/ for all but the first) and formats. */
  readonly locale: string;
  readonly money: MoneyRules;
  /** Absent for the first market, whose prices the catalogue holds. */
  readonly prices?: PriceConversion;
}
