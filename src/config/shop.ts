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
  palette: {
    background: { light: '#ffffff', dark: '#0b1120' },
    foreground: { light: '#0f172a', dark: '#e2e8f0' },
    muted: { light: '#f1f5f9', dark: '#1a2335' },
    'muted-foreground': { light: '#475569', dark: '#a3b0c2' },
    primary: { light: '#4338ca', dark: '#a5b4fc' },
    'primary-foreground': { light: '#ffffff', dark: '#0b1120' },
    secondary: { light: '#eef2ff', dark: '#1e1b4b' },
    'secondary-foreground': { light: '#312e81', dark: '#c7d2fe' },
    accent: { light: '#f1f5f9', dark: '#1e293b' },
    'accent-foreground': { light: '#0f172a', dark: '#e2e8f0' },
    destructive: { light: '#b91c1c', dark: '#fca5a5' },
    'destructive-foreground': { light: '#ffffff', dark: '#0b1120' },
    success: { light: '#15803d', dark: '#4ade80' },
    'success-soft': { light: '#dcfce7', dark: '#052e16' },
    'success-soft-foreground': { light: '#14532d', dark: '#bbf7d0' },
    'info-soft': { light: '#dbeafe', dark: '#0c1d3d' },
    'info-soft-foreground': { light: '#1e3a8a', dark: '#bfdbfe' },
    'warning-soft': { light: '#fef9c3', dark: '#2e2305' },
    'warning-soft-foreground': { light: '#713f12', dark: '#fde68a' },
    'error-soft': { light: '#fef2f2', dark: '#2a0d0d' },
    'error-soft-foreground': { light: '#7f1d1d', dark: '#fecaca' },
    'error-soft-border': { light: '#fca5a5', dark: '#7f1d1d' },
    border: { light: '#e2e8f0', dark: '#2b3648' },
    input: { light: '#7b8aa0', dark: '#64748b' },
    ring: { light: '#4338ca', dark: '#a5b4fc' },
    sale: { light: '#b91c1c', dark: '#fca5a5' },
    star: { light: '#b45309', dark: '#fbbf24' },
  },
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
