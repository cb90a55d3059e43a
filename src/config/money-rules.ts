/** A market's money rules, in integer cents (docs/shop-rules.md, Money). */
export interface MoneyRules {
  readonly currency: string;
  readonly locale: string;
  /** Shipping is free when the subtotal is strictly above this. */
  readonly freeShippingThresholdCents: number;
  readonly shippingFeeCents: number;
  readonly expressShippingCents: number;
  readonly nextDayShippingCents: number;
  /** The tax rate, in basis points (800 = 8 %). */
  readonly taxRateBasisPoints: number;
  /** Prices include the tax (VAT, shown as contained) rather than have it added at checkout. */
  readonly taxIncluded: boolean;
}
