import { palette } from './demo-palette';
import type { Look } from './look-schema';

/** The main support line and mailbox (also listed first in `shop.support`). */
const phone = '1-800-555-0199';
const email = 'support@lumina.example';
const contact = { phone, email } as const;

/**
 * The name, also the look's logo and hero. Plain constants, here and above: a property read
 * (`shop.brand`, `contact.phone`) would keep this module's values in another shop's build, which
 * imports only its rules.
 */
const brand = 'Lumina';

/**
 * Everything a shop owner customises lives here: identity, the demo account, money rules and limits.
 * Nothing else in the code hard-codes these values.
 */
export const shop = {
  brand,
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  siteOrigin: 'https://lumina.example',
  orderPrefix: 'ORD-',
  /**
   * The browser's bar colour (theme-color) in each theme, and the installed app's colours. The
   * pages' own palettes are `look.palette` below.
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
  /**
   * Help-page contact details: office, phone lines, mailboxes, hours and response times. A phone
   * line's, mailbox's and day's words are the `shopDetails` messages (messages/), chosen by its
   * name here (another name is shown as it is written); hours are hours of the day (0-23) in
   * `timeZone`.
   */
  support: {
    office: {
      name: 'Lumina HQ',
      street: '123 Commerce Street, Suite 400',
      city: 'San Francisco, CA 94105',
      /** Its region code (ISO 3166), written in each market's language ("United States"). */
      country: 'US',
    },
    phones: [
      { line: 'support', number: phone },
      { line: 'orders', number: '1-800-555-0142' },
      { line: 'international', number: '+1 415-555-0123' },
    ],
    emails: [
      { mailbox: 'support', address: email },
      { mailbox: 'general', address: 'hello@lumina.example' },
      { mailbox: 'press', address: 'press@lumina.example' },
    ],
    privacyEmail: 'privacy@lumina.example',
    /** A row a day or run of days: its opening and closing hour, or null when closed. */
    hours: [
      { days: 'weekdays', open: { from: 9, to: 18 } },
      { days: 'saturday', open: { from: 10, to: 16 } },
      { days: 'sunday', open: null },
    ],
    timeZone: 'EST',
    /** Typical reply time on the customer-service page; every message is answered within 24 hours. */
    averageResponseHours: { min: 2, max: 4 },
    emailResponseHours: 24,
  },
} as const;

/** Money rules and markets: src/config/markets.ts (code reads the build's own from src/config/market.ts). */
export { markets, money } from './markets';

/** The return rules the help pages and the FAQ state (docs/shop-rules.md, Help and content pages). */
export const returnsPolicy = {
  /** Days after delivery to send an item back for a full refund. */
  windowDays: 30,
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

/** The line under the brand (the look's `tagline`), in each market's language. */
const tagline = {
  'en-US': 'Everyday things, thoughtfully chosen.',
  'de-DE': 'Alltagsdinge, mit Sorgfalt ausgewählt.',
};

const systemSans = [
  'ui-sans-serif',
  'system-ui',
  '-apple-system',
  'Segoe UI',
  'Roboto',
  'Helvetica Neue',
  'Arial',
  'Noto Sans',
  'sans-serif',
];

/**
 * The shop's look, written into the CSS at build time (src/look-source/look-plugin.ts) and checked
 * there: every colour token in both themes (WCAG AA contrast pairs included), the corner radius, the
 * fonts, the logo and the home page's hero (docs/how-to/change-the-look.md).
 */
export const look: Look = {
  palette,

  radius: '0.5rem',
  /** The system's own fonts: no font file is shipped. */
  fonts: { sans: { stack: systemSans }, display: { stack: systemSans } },
  tagline,
  logo: { text: brand, font: 'sans' },
  hero: {
    eyebrow: { 'en-US': `Welcome to ${brand}`, 'de-DE': `Willkommen bei ${brand}` },
    heading: tagline,
    text: {
      'en-US':
        'Discover electronics, clothing, home goods, sports gear, books and beauty from brands we trust, all in one place.',
      'de-DE':
        'Entdecken Sie Elektronik, Mode, Wohnen, Sport, Bücher und Beauty von Marken, denen wir vertrauen, alles an einem Ort.',
    },
    action: { label: { 'en-US': 'Shop Now', 'de-DE': 'Jetzt einkaufen' }, to: '/products' },
    secondaryAction: {
      label: { 'en-US': 'Browse Categories', 'de-DE': 'Kategorien ansehen' },
      to: '/categories',
    },
    image: {
      src: '/images/hero.svg',
      alt: {
        'en-US': 'Illustration of everyday products: a laptop, a book, a potted plant and more on a shelf',
        'de-DE':
          'Illustration von Alltagsdingen: ein Laptop, ein Buch, eine Topfpflanze und mehr in einem Regal',
      },
      width: 1200,
      height: 600,
    },
  },
};
