/**
 * The shape of a shop's look (`look` in shop.ts): palette, radius, fonts, logo and the home page's
 * hero. The build checks a configuration against this schema, its files and its contrast
 * (src/look-source/); shop.ts only imports the type.
 */
import { z } from 'zod';

/** Every colour token, by its name after `--color-` (Tailwind's `bg-primary`, `text-muted-foreground`...). */
export const paletteTokens = [
  'background',
  'foreground',
  'muted',
  'muted-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'destructive',
  'destructive-foreground',
  'success',
  'success-soft',
  'success-soft-foreground',
  'info-soft',
  'info-soft-foreground',
  'warning-soft',
  'warning-soft-foreground',
  'error-soft',
  'error-soft-foreground',
  'error-soft-border',
  'border',
  'input',
  'ring',
  'sale',
  'star',
] as const;
export type PaletteToken = (typeof paletteTokens)[number];

const hex = z.string().regex(/^#[0-9a-f]{6}$/, 'must be a lowercase six-digit hex colour like #4338ca');
const colourPair = z.strictObject({ light: hex, dark: hex });
const palette = z.strictObject(
  Object.fromEntries(paletteTokens.map((token) => [token, colourPair])) as Record<
    PaletteToken,
    typeof colourPair
  >,
);

/** A CSS length the radii are computed from: a number and px, rem or em, or 0. */
const length = z.string().regex(/^(0|\d+(\.\d+)?(px|rem|em))$/, 'must be a CSS length like 0.5rem, 8px or 0');
const percent = z.string().regex(/^\d+(\.\d+)?%$/, 'must be a percentage like 105%');
const text = z.string().trim().min(1, 'must not be empty');
/**
 * A file the shop serves: `/…` is a path under public/ or the catalogue's images (`/images/…`);
 * `./…` is relative to the configuration file and is served under /brand/.
 */
const file = z.string().regex(/^(\/|\.\/)[\w./-]+$/, 'must be a path starting with / or ./');
const size = z.number().int().positive();
const fontName = z
  .string()
  .regex(/^-?[\w][\w -]*$/, 'must be a font family name (letters, digits, spaces, -)');

const font = z
  .strictObject({
    /** The family of the font files, first in the stack (needs `files` and `fallback`). */
    family: fontName.optional(),
    files: z
      .array(
        z.strictObject({
          src: file.regex(/\.woff2$/, 'must be a .woff2 file'),
          /** 400, or a variable font's range '100 900'. */
          weight: z.union([z.number().int().min(1).max(1000), z.string().regex(/^\d{1,4} \d{1,4}$/)]),
          style: z.enum(['normal', 'italic']).optional(),
        }),
      )
      .optional(),
    /**
     * A local font made to take the same room as the font files until they arrive (metric
     * overrides), so the swap moves no text.
     */
    fallback: z
      .strictObject({
        local: fontName,
        sizeAdjust: percent,
        ascentOverride: percent,
        descentOverride: percent,
        lineGapOverride: percent,
      })
      .optional(),
    /** The families tried after it (or alone, for a system font stack), generic last. */
    stack: z.array(fontName).min(1),
  })
  .superRefine((value, ctx) => {
    const files = value.files?.length ?? 0;
    if (files > 0 && !value.family)
      ctx.addIssue({ code: 'custom', path: ['family'], message: 'is needed with files' });
    if (files > 0 && !value.fallback)
      ctx.addIssue({
        code: 'custom',
        path: ['fallback'],
        message: 'is needed with files (metric overrides)',
      });
    if (files === 0 && value.family)
      ctx.addIssue({ code: 'custom', path: ['files'], message: `are needed for ${value.family}` });
  });

const localeTag = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|\d{3}))?$/u, 'must be a locale like de-DE');

/**
 * Shoppers' words in the look: one text for a shop in one language, or a text a locale
 * (`{ 'en-US': 'Shop Now', 'de-DE': 'Jetzt einkaufen' }`) for a shop with markets. A build keeps
 * its market's locale's text; a record without it is a problem the build names.
 */
function wordsIn(locale: string) {
  const either = z.union([text, z.record(localeTag, text)], {
    error: "must be a text, or a text a locale like { 'de-DE': '…' }",
  });
  return either.transform((value, ctx) => {
    if (typeof value === 'string') return value;
    const inLocale = value[locale];
    if (inLocale !== undefined) return inLocale;
    ctx.addIssue({ code: 'custom', message: `has no text for ${locale}` });
    return z.NEVER;
  });
}

/** The look's schema for a build in `locale` (its words become that locale's text). */
export function lookSchemaFor(locale: string) {
  const words = wordsIn(locale);
  const image = z.strictObject({ src: file, alt: words, width: size, height: size });
  const link = z.strictObject({
    label: words,
    to: z
      .string()
      .regex(/^\/[^/]/u, 'must be a path in the shop like /products')
      .or(z.literal('/')),
  });
  return z.strictObject({
    palette,
    /** The middle corner radius (rounded-md); rounded-sm is 0.75 of it, rounded-lg 1.5. */
    radius: length,
    fonts: z.strictObject({ sans: font, display: font }),
    /** The line under the brand in the footer, the web manifest's description, `{{tagline}}` in content. */
    tagline: words,
    logo: z.union([
      z.strictObject({ text, font: z.enum(['sans', 'display']) }),
      z.strictObject({ image: file, alt: words, width: size, height: size }),
    ]),
    hero: z.strictObject({
      eyebrow: words.optional(),
      heading: words,
      text: words,
      action: link,
      secondaryAction: link.optional(),
      image,
    }),
  });
}

type LookSchema = ReturnType<typeof lookSchemaFor>;
export type Look = z.input<LookSchema>;
export type CheckedLook = z.output<LookSchema>;
export type FontChoice = CheckedLook['fonts']['sans'];
