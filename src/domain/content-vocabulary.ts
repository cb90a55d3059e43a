/**
 * The words a content file (content/*.md) may use besides its own text: the placeholders filled
 * from the store configuration at build time (src/data/content-placeholders.ts gives each its
 * value) and the icons a list item may name (data/content-icons.tsx draws
 * them). Both sides import these lists, so an unknown name fails the build, not the page.
 */

export const placeholderNames = [
  'brand',
  'tagline',
  'phone',
  'phoneDigits',
  'email',
  'privacyEmail',
  'officeName',
  'officeStreet',
  'officeCity',
  'officeCountry',
  'officeAddress',
  'openingHours',
  'averageResponseTime',
  'emailResponseTime',
  'demoEmail',
  'demoPassword',
  'freeShippingThreshold',
  'shippingFee',
  'expressShippingFee',
  'nextDayShippingFee',
  'nextDayCutoff',
  'standardDelivery',
  'expressDelivery',
  'nextDayDelivery',
  'deliveryCounting',
  'returnWindow',
  'taxRate',
  'currencyName',
] as const;

export type PlaceholderName = (typeof placeholderNames)[number];

export const contentIconNames = [
  'arrow-left-right',
  'award',
  'circle-help',
  'clock',
  'compass',
  'eye',
  'gem',
  'globe',
  'graduation-cap',
  'handshake',
  'heart',
  'heart-pulse',
  'laptop',
  'leaf',
  'lightbulb',
  'map-pin',
  'medal',
  'package',
  'package-check',
  'package-x',
  'plane',
  'rotate-ccw',
  'shopping-bag',
  'sparkles',
  'sprout',
  'target',
  'trophy',
  'truck',
  'users',
  'wallet',
] as const;

export type ContentIconName = (typeof contentIconNames)[number];

/** A `{{name}}` in a content file's text. */
export const placeholderPattern = /\{\{\s*([^{}\s]*)\s*\}\}/gu;

/**
 * `value` with every `{{name}}` in its strings replaced by `values[name]` (HTML-escaped in the
 * fields holding HTML: `html` and names ending in `Html`). A name without a value is left as it is
 * and passed to `onUnknown`.
 */
export function fillPlaceholders<T>(
  value: T,
  values: Readonly<Record<string, string>>,
  onUnknown: (name: string) => void = () => {},
): T {
  const fill = (node: unknown, html: boolean): unknown => {
    if (typeof node === 'string') {
      return node.replace(placeholderPattern, (whole, name: string) => {
        const found = values[name];
        if (found === undefined) {
          onUnknown(name);
          return whole;
        }
        return html ? escapeHtml(found) : found;
      });
    }
    if (Array.isArray(node)) return node.map((item) => fill(item, html));
    if (node && typeof node === 'object') {
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [
          key,
          fill(item, html || key === 'html' || /Html$/u.test(key)),
        ]),
      );
    }
    return node;
  };
  return fill(value, false) as T;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (char) => `&#${char.charCodeAt(0)};`);
}
