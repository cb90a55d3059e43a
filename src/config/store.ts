/**
 * Everything a shop owner customises lives here: identity, the demo account, money rules and limits.
 * Nothing else in the code hard-codes these values.
 */
export const store = {
  brand: 'Lumina',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  siteOrigin: 'https://lumina.example',
  tagline: 'Everyday things, thoughtfully chosen.',
  orderPrefix: 'ORD-',
  demoAccount: {
    id: '1',
    name: 'Demo User',
    email: 'demo@example.com',
    password: 'demo1234',
    avatar: '/images/avatars/demo-user.svg',
  },
  contact: {
    phone: '1-800-555-0199',
    email: 'support@lumina.example',
  },
} as const;

/** Money rules, in integer cents (decisions.md "Money"). */
export const money = {
  currency: 'USD',
  locale: 'en-US',
  /** Shipping is free when the subtotal is strictly above this. */
  freeShippingThresholdCents: 5000,
  shippingFeeCents: 999,
  /** 8 percent, as a basis-point integer to keep arithmetic exact. */
  taxRateBasisPoints: 800,
} as const;

export const limits = {
  searchSuggestions: 5,
  recentSearches: 5,
  featuredProducts: 8,
  relatedProducts: 4,
  maxQuantity: 99,
  minQuantity: 1,
  reviewTitleMax: 100,
  reviewCommentMax: 1000,
  passwordMin: 6,
  nameMin: 2,
  searchQueryMax: 200,
  priceSliderMin: 0,
  priceSliderMax: 1500,
  priceSliderStep: 10,
} as const;

export const delays = {
  authMs: 1000,
  checkoutMs: 2000,
  reviewMs: 800,
  messageMs: 800,
} as const;
