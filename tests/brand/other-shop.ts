/**
 * Another shop's configuration, used by `npm test` to prove that every page follows the store
 * configuration: the build made with `LUMINA_SHOP_CONFIG=tests/brand/other-shop.ts` must show
 * this brand and order prefix and never the default's. A shop owner's own override looks like this:
 * the same exports as src/config/shop.ts, with its own identity; the rules it keeps are re-exported.
 */
import type * as Default from '../../src/config/shop';

export { delays, deliveryTimes, limits, money } from '../../src/config/shop';

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
  tagline: 'Sturdy things for every season.',
  orderPrefix: 'NW-',
  themeColors: { light: '#0f766e', dark: '#042f2e' },
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
      country: 'United States',
    },
    phones: [
      { label: 'Customer support', number: contact.phone },
      { label: 'Orders and sales', number: '1-800-555-0178' },
      { label: 'International', number: '+1 207-555-0179' },
    ],
    emails: [
      { label: 'Customer support', address: contact.email },
      { label: 'General enquiries', address: 'hello@northwind.example' },
      { label: 'Press and partnerships', address: 'press@northwind.example' },
    ],
    privacyEmail: 'privacy@northwind.example',
    hours: [
      { days: 'Mon-Fri', hours: '8AM-5PM EST' },
      { days: 'Sat', hours: '9AM-1PM EST' },
      { days: 'Sun', hours: 'Closed' },
    ],
    averageResponseTime: '2-4 hours',
    emailResponseTime: '24 hours',
  },
};
