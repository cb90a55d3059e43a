/**
 * Another shop's configuration, used by `npm test` to prove that every page follows the store
 * configuration: the build made with `LUMINA_SHOP_CONFIG=tests/brand/other-shop.ts` must show
 * this brand and order prefix and never the default's. A shop owner's own override looks like this:
 * the same exports as src/config/shop.ts, with its own identity and look (a teal palette, an SVG
 * logo beside this file, a shipped serif display font); the rules it keeps are re-exported.
 */
import type { Look } from '../../src/config/look-schema';
import type * as Default from '../../src/config/shop';

import { money } from '../../src/config/shop';
import type { Market } from '../../src/config/market-types';

export { delays, deliveryTimes, limits, money, returnsPolicy } from '../../src/config/shop';

/** One market: this shop sells at the root only. */
export const markets: readonly Market[] = [{ id: 'us', pathPrefix: '', locale: 'en-US', money }];

/** The default's shape with its own values (strings and numbers widened from the literals). */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

const contact = { phone: '1-800-555-0177', email: 'help@northwind.example' };

export const shop: Widen<typeof Default.shop> = {
  brand: 'Northwind Goods',
  siteOrigin: 'https://northwind.example',
  orderPrefix: 'NW-',
  themeColors: { light: '#0f766e', dark: '#031716' },
  demoAccount: {
    id: '1',
    name: 'Demo User',
    email: 'demo@example.com',
    password: 'demo1234',
    avatar: '/images/avatars/demo-user.svg',
  },
  contact,
  support: {
    office: {
      name: 'Northwind Goods HQ',
      street: '9 Harbour Road',
      city: 'Portland, ME 04101',
      country: 'US',
    },
    phones: [
      { line: 'support', number: contact.phone },
      { line: 'orders', number: '1-800-555-0178' },
      { line: 'international', number: '+1 207-555-0179' },
    ],
    emails: [
      { mailbox: 'support', address: contact.email },
      { mailbox: 'general', address: 'hello@northwind.example' },
      { mailbox: 'press', address: 'press@northwind.example' },
    ],
    privacyEmail: 'privacy@northwind.example',
    hours: [
      { days: 'weekdays', open: { from: 8, to: 17 } },
      { days: 'saturday', open: { from: 9, to: 13 } },
      { days: 'sunday', open: null },
    ],
    timeZone: 'EST',
    averageResponseHours: { min: 2, max: 4 },
    emailResponseHours: 24,
  },
};

export const look = {
  palette: {
    background: { light: '#ffffff', dark: '#031716' },
    foreground: { light: '#0f2a29', dark: '#d5f0ec' },
    muted: { light: '#f0f7f6', dark: '#0c2624' },
    'muted-foreground': { light: '#44605d', dark: '#9dbdb8' },
    primary: { light: '#0f766e', dark: '#5eead4' },
    'primary-foreground': { light: '#ffffff', dark: '#031716' },
    secondary: { light: '#e6f6f3', dark: '#0a3330' },
    'secondary-foreground': { light: '#134e4a', dark: '#b5ede3' },
    accent: { light: '#f0f7f6', dark: '#113431' },
    'accent-foreground': { light: '#0f2a29', dark: '#d5f0ec' },
    destructive: { light: '#b42318', dark: '#fca5a5' },
    'destructive-foreground': { light: '#ffffff', dark: '#031716' },
    success: { light: '#15803d', dark: '#4ade80' },
    'success-soft': { light: '#dcfce7', dark: '#052e16' },
    'success-soft-foreground': { light: '#14532d', dark: '#bbf7d0' },
    'info-soft': { light: '#e0f2fe', dark: '#0b2537' },
    'info-soft-foreground': { light: '#0c4a6e', dark: '#bae6fd' },
    'warning-soft': { light: '#fef3c7', dark: '#2e2305' },
    'warning-soft-foreground': { light: '#78350f', dark: '#fde68a' },
    'error-soft': { light: '#fef2f2', dark: '#2a0d0d' },
    'error-soft-foreground': { light: '#7f1d1d', dark: '#fecaca' },
    'error-soft-border': { light: '#fca5a5', dark: '#7f1d1d' },
    border: { light: '#d3e5e2', dark: '#21413d' },
    input: { light: '#6f8f8a', dark: '#5f827c' },
    ring: { light: '#0f766e', dark: '#5eead4' },
    sale: { light: '#b42318', dark: '#fca5a5' },
    star: { light: '#b45309', dark: '#fbbf24' },
  },
  radius: '0.25rem',
  fonts: {
    sans: { stack: ['ui-sans-serif', 'system-ui', 'Segoe UI', 'Roboto', 'Arial', 'sans-serif'] },
    // Bitter (SIL Open Font License, fonts/OFL-Bitter.txt), shipped beside this file; until it
    // arrives, Times New Roman sized to its metrics (Bitter Bold's and Times Bold's average widths
    // and vertical metrics) takes the same room.
    display: {
      family: 'Bitter',
      files: [{ src: './fonts/bitter-latin-700-normal.woff2', weight: 700 }],
      fallback: {
        local: 'Times New Roman',
        sizeAdjust: '109.57%',
        ascentOverride: '85.34%',
        descentOverride: '24.19%',
        lineGapOverride: '0%',
      },
      stack: ['ui-serif', 'Georgia', 'Cambria', 'Times New Roman', 'serif'],
    },
  },
  tagline: 'Sturdy things for every season.',
  logo: { image: './northwind-logo.svg', alt: 'Northwind Goods', width: 200, height: 32 },
  hero: {
    heading: 'Built for the weather you actually get.',
    text: 'Coats, boots, flasks and blankets made to last a decade of winters, chosen by people who walk the coast every day.',
    action: { label: 'Shop the Season', to: '/products' },
    image: {
      src: './northwind-hero.svg',
      alt: 'A teal mountain range under a pale sky',
      width: 1200,
      height: 600,
    },
  },
} satisfies Look;
