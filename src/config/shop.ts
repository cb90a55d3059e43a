/** The main support line and mailbox (also listed first in `shop.support`). */
const contact = {
  phone: '1-800-555-0199',
  email: 'support@lumina.example',
} as const;

/**
 * Everything a shop owner customises lives here: identity, the demo account, money rules and limits.
 * Nothing else in the code hard-codes these values.
 */
export const shop = {
  brand: 'Lumina',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  siteOrigin: 'https://lumina.example',
  tagline: 'Everyday things, thoughtfully chosen.',
  orderPrefix: 'ORD-',
  /**
   * The browser's bar colour (theme-color) in each theme, and the installed app's colours. The
   * pages' own palettes, light and dark side by side, are the tokens at the top of src/app/app.css.
   */
  themeColors: { light: '#4338ca', dark: '#0b1120' },
  demoAccount: {
    id: '1',
    name: 'Demo User',
    email: 'demo@example.com',
    password: 'demo1234',
    avatar: '/images/avatars/demo-user.svg',
  },
  contact,
  /** Help-page contact details: office, phone lines, mailboxes, hours and response times. */
  support: {
    office: {
      name: 'Lumina HQ',
      street: '123 Commerce Street, Suite 400',
      city: 'San Francisco, CA 94105',
      country: 'United States',
    },
    phones: [
      { label: 'Customer support', number: contact.phone },
      { label: 'Orders and sales', number: '1-800-555-0142' },
      { label: 'International', number: '+1 415-555-0123' },
    ],
    emails: [
      { label: 'Customer support', address: contact.email },
      { label: 'General enquiries', address: 'hello@lumina.example' },
      { label: 'Press and partnerships', address: 'press@lumina.example' },
    ],
    privacyEmail: 'privacy@lumina.example',
    hours: [
      { days: 'Mon-Fri', hours: '9AM-6PM EST' },
      { days: 'Sat', hours: '10AM-4PM EST' },
      { days: 'Sun', hours: 'Closed' },
    ],
    /** Typical reply time on the customer-service page; every message is answered within 24 hours. */
    averageResponseTime: '2-4 hours',
    emailResponseTime: '24 hours',
  },
} as const;

/** Money rules, in integer cents (docs/shop-rules.md, Money). */
export const money = {
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
} as const;

/**
 * Delivery times of the checkout's methods, in business days (Monday to Friday) counted from the
 * order, as the Shipping page and the FAQ state them; Next-Day orders count from the order's day
 * only when placed before the cut-off hour (the shopper's local time). Prices are in `money`.
 */
export const deliveryTimes = {
  standard: { minBusinessDays: 5, maxBusinessDays: 7 },
  express: { minBusinessDays: 2, maxBusinessDays: 3 },
  next_day: { minBusinessDays: 1, maxBusinessDays: 1 },
  /** 14 = 2 PM. */
  nextDayCutoffHour: 14,
} as const;

export const limits = {
  searchSuggestions: 5,
  recentSearches: 5,
  featuredProducts: 8,
  relatedProducts: 4,
  /** Products per page on /products and /sale (the 22-product demo fits on one). */
  productsPerPage: 24,
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
