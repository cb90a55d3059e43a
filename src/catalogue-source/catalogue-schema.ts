/**
 * The shape of a catalogue's data files (see catalogue/README.md). Money is integer cents; image
 * paths are relative to the catalogue's `images/` folder, or an image is an https:// URL shown from
 * its own server (scripts/image-url.mjs). Cross-record rules (known category, unique ids, existing
 * image files) are checked by load-catalogue.ts, and a product's variants against its options by
 * catalogue-variants.ts.
 */
import { z } from 'zod';
import { isImageUrl } from '../../scripts/image-url.mjs';
import { categoryIcons } from '../domain/types.ts';

const text = z.string().trim().min(1, 'must not be empty');

/** Ids become URL paths and file names: letters, digits, '-' and '_' only. */
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "must be 1-64 letters, digits, '-' or '_'");

const cents = z
  .number({ error: 'must be a number of cents' })
  .int('must be a whole number of cents')
  .positive('must be a positive amount');

const IMAGE_PATH = /^(?!\/)(?!.*\.\.)[\w./-]+\.(svg|png|jpe?g|webp|avif)$/i;
const PATH_RULE = 'must be a path inside images/ ending in .svg, .png, .jpg, .webp or .avif';

/** A file in the catalogue's images/ folder (a review's avatar is one: never a URL). */
const imagePath = z.string().regex(IMAGE_PATH, { message: PATH_RULE });

/** An image path, or an image URL; anything that looks like another kind of address is told so. */
const imageSrc = z.string().superRefine((src, ctx) => {
  if (IMAGE_PATH.test(src) || isImageUrl(src)) return;
  const looksLikeAddress = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(src);
  ctx.addIssue({
    code: 'custom',
    message: looksLikeAddress
      ? 'must be an absolute https:// URL (https://host/path: not http:, data:, javascript: or //host) or a path inside images/'
      : `${PATH_RULE}, or an https:// URL`,
  });
});

export const imageFileSchema = z.object({
  src: imageSrc,
  alt: text,
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

export const categoryFileSchema = z.object({
  id,
  name: text,
  description: text,
  image: imageFileSchema,
  icon: z.enum(categoryIcons, { error: `must be one of ${categoryIcons.join(', ')}` }),
});

const unique = (values: readonly string[]) => new Set(values).size === values.length;

/** An option (Size, Colour): its name and its values in display order. */
export const optionFileSchema = z.object({
  name: text,
  values: z
    .array(text)
    .min(1, 'must list at least one value')
    .refine(unique, { message: 'must not list a value twice' }),
});

/**
 * A variant: one value of each option, its stock, and optionally its own price (with its own
 * originalPrice) and images. Which options and values exist is checked by catalogue-variants.ts.
 */
export const variantFileSchema = z
  .object({
    id,
    options: z.record(z.string(), text),
    inStock: z.boolean({ error: 'must be true or false' }),
    price: cents.optional(),
    originalPrice: cents.optional(),
    images: z.array(imageFileSchema).min(1, 'must list at least one image').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.originalPrice === undefined) return;
    if (v.price === undefined)
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: "needs the variant's own price" });
    else if (v.originalPrice <= v.price)
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: 'must be above price' });
  });

export const productFileSchema = z
  .object({
    id,
    name: text,
    brand: text,
    category: id,
    price: cents,
    originalPrice: cents.optional(),
    rating: z.number().min(0, 'must be 0 to 5').max(5, 'must be 0 to 5'),
    reviewCount: z.number().int('must be a whole number').min(0, 'must not be negative'),
    description: text,
    images: z.array(imageFileSchema).min(1, 'must list at least one image'),
    specifications: z.record(z.string(), z.string()),
    // Left out when the product has variants: it follows from theirs.
    inStock: z.boolean({ error: 'must be true or false' }).optional(),
    options: z
      .array(optionFileSchema)
      .min(1, 'must list at least one option')
      .refine((options) => unique(options.map((o) => o.name)), { message: 'must not name an option twice' })
      .optional(),
    variants: z.array(variantFileSchema).min(1, 'must list at least one variant').optional(),
  })
  .superRefine((p, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (p.originalPrice !== undefined && p.originalPrice <= p.price)
      issue('originalPrice', 'must be above price');
    if (p.options && !p.variants)
      issue('variants', 'must be given with options: one for each combination on sale');
    if (p.variants && !p.options) issue('options', 'must be given with variants: the choices they combine');
    if (p.variants && p.inStock !== undefined)
      issue('inStock', 'follows from the variants (in stock while any variant is): leave it out');
    if (!p.variants && p.inStock === undefined) issue('inStock', 'must be true or false');
  });

export const reviewFileSchema = z.object({
  id,
  productId: id,
  userId: text,
  userName: text,
  userAvatar: imagePath,
  rating: z.number().int('must be a whole number').min(1, 'must be 1 to 5').max(5, 'must be 1 to 5'),
  title: text,
  comment: text,
  date: z.iso.date('must be a date, YYYY-MM-DD'),
  verified: z.boolean(),
  helpful: z.number().int().min(0),
});

export type ImageFile = z.infer<typeof imageFileSchema>;
export type CategoryFile = z.infer<typeof categoryFileSchema>;
export type ProductFile = z.infer<typeof productFileSchema>;
export type VariantFile = z.infer<typeof variantFileSchema>;
export type ReviewFile = z.infer<typeof reviewFileSchema>;
