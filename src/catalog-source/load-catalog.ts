/**
 * Reads and validates a catalogue folder at build time (Node only; the app receives the result
 * through the `virtual:lumina-catalog` module of catalog-plugin.ts). Every problem is collected,
 * by file, record id, field and reason, and reported together in one CatalogError.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { deriveRatingCounts, ratingCountsOf } from '../domain/review-stats.ts';
import type { Category, ImageAsset, Product, Review } from '../domain/types.ts';
import { type ImageFile, categoryFileSchema, productFileSchema, reviewFileSchema } from './catalog-schema.ts';

export interface Catalog {
  dir: string;
  categories: Category[];
  products: Product[];
  reviews: Review[];
  /** Every image the data names, by its URL path as the data names it ("/images/products/1-1.jpg"). */
  images: Map<string, CatalogImageFile>;
}

/** An image file of the catalogue and where the data uses it. */
export interface CatalogImageFile {
  /** The file on disk. */
  path: string;
  uses: ImageUse[];
}

/** One use of an image: by which record, and the largest place it is shown (CSS px). */
export interface ImageUse {
  file: string;
  record: string;
  field: string;
  slot: ImageSlot;
}

export interface ImageSlot {
  width: number;
  height: number;
}

/**
 * The largest place each kind of image is shown, in CSS px: a product's gallery image at 600 px
 * (the product page at 1,280 px and wider), a category's card at 400 x 267 (/categories, three
 * columns), a reviewer's avatar at 40. A raster image should cover it at 2x.
 */
export const imageSlots = {
  product: { width: 600, height: 600 },
  category: { width: 400, height: 267 },
  avatar: { width: 40, height: 40 },
} as const satisfies Record<string, ImageSlot>;

export class CatalogError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The catalogue in ${dir} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'CatalogError';
  }
}

/** The catalogue folder: LUMINA_CATALOG, else the demo's. */
export function catalogDir(root = process.cwd()): string {
  return path.resolve(root, process.env.LUMINA_CATALOG || 'catalog/demo');
}

const IMAGE_URL_PREFIX = '/images/';

/** Photographs and other raster images: the image pipeline makes their versions (catalog-images.ts). */
export function isRaster(file: string): boolean {
  return /\.(jpe?g|png|webp|avif)$/i.test(file);
}

/** Width and height of an SVG from its width/height attributes or its viewBox. */
function svgSize(file: string): { width: number; height: number } | undefined {
  const head = readFileSync(file, 'utf8').slice(0, 2000);
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const [width, height] = [attr('width'), attr('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\bviewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  return undefined;
}

class Checker {
  readonly problems: string[] = [];
  readonly images = new Map<string, CatalogImageFile>();

  constructor(readonly dir: string) {}

  report(file: string, record: string, field: string, reason: string) {
    this.problems.push(`${file}: ${record}${field ? `, ${field}` : ''}: ${reason}`);
  }

  /** The file's JSON array, or undefined (with a problem) when it is missing or not an array. */
  readArray(file: string): unknown[] | undefined {
    const full = path.join(this.dir, file);
    if (!existsSync(full)) {
      this.report(file, 'file', '', 'is missing');
      return undefined;
    }
    try {
      const data: unknown = JSON.parse(readFileSync(full, 'utf8'));
      if (Array.isArray(data)) return data;
      this.report(file, 'file', '', 'must hold a JSON array of records');
    } catch (error) {
      this.report(file, 'file', '', `is not valid JSON (${(error as Error).message})`);
    }
    return undefined;
  }

  /** Records that match the schema, each with a unique id; reports the others. */
  parse<T extends { id: string }>(file: string, kind: string, rows: unknown[], schema: z.ZodType<T>): T[] {
    const seen = new Set<string>();
    const valid: T[] = [];
    rows.forEach((row, index) => {
      const rawId = (row as { id?: unknown } | null)?.id;
      const label = typeof rawId === 'string' && rawId ? `${kind} "${rawId}"` : `${kind} #${index + 1}`;
      const result = schema.safeParse(row);
      if (!result.success) {
        for (const issue of result.error.issues)
          this.report(file, label, issue.path.join('.'), issue.message);
        return;
      }
      if (seen.has(result.data.id)) {
        this.report(file, label, 'id', 'is a duplicate');
        return;
      }
      seen.add(result.data.id);
      valid.push(result.data);
    });
    return valid;
  }

  /**
   * The image as the app uses it; reports a missing file or an SVG of unknown size. A raster
   * image's size (and its versions) come from the image pipeline (catalog-images.ts).
   */
  image(file: string, record: string, field: string, image: ImageFile, slot: ImageSlot): ImageAsset {
    const full = path.join(this.dir, 'images', image.src);
    const url = IMAGE_URL_PREFIX + image.src;
    if (!existsSync(full) || !statSync(full).isFile()) {
      this.report(file, record, field, `image file images/${image.src} does not exist`);
      return { src: url, alt: image.alt, width: 1, height: 1 };
    }
    const entry = this.images.get(url) ?? { path: full, uses: [] };
    entry.uses.push({ file, record, field, slot });
    this.images.set(url, entry);
    if (isRaster(full))
      return { src: url, alt: image.alt, width: image.width ?? 0, height: image.height ?? 0 };
    const size = image.width && image.height ? { width: image.width, height: image.height } : svgSize(full);
    if (!size)
      this.report(file, record, field, `needs width and height (not readable from images/${image.src})`);
    return { src: url, alt: image.alt, ...(size ?? { width: 1, height: 1 }) };
  }
}

/**
 * The ids the file names, valid records or not: a record that refers to an invalid one is not
 * reported a second time as referring to an unknown one.
 */
function namedIds(rows: unknown[]): Set<unknown> {
  return new Set(rows.map((row) => (row as { id?: unknown } | null)?.id));
}

/** Reads `categories.json`, `products.json` and `reviews.json`; throws CatalogError on any problem. */
export function loadCatalog(dir = catalogDir()): Catalog {
  const check = new Checker(dir);
  const rawCategories = check.readArray('categories.json') ?? [];
  const rawProducts = check.readArray('products.json') ?? [];
  const rawReviews = check.readArray('reviews.json') ?? [];

  const categories = check
    .parse('categories.json', 'category', rawCategories, categoryFileSchema)
    .map((c) => ({
      ...c,
      image: check.image('categories.json', `category "${c.id}"`, 'image', c.image, imageSlots.category),
    }));
  const categoryIds = namedIds(rawCategories);

  const products: Product[] = [];
  for (const p of check.parse('products.json', 'product', rawProducts, productFileSchema)) {
    const label = `product "${p.id}"`;
    if (!categoryIds.has(p.category)) {
      check.report(
        'products.json',
        label,
        'category',
        `"${p.category}" is not a category in categories.json`,
      );
    }
    const images = p.images.map((image, i) =>
      check.image('products.json', label, `images.${i}`, image, imageSlots.product),
    );
    const { originalPrice, ...rest } = p;
    products.push({ ...rest, ...(originalPrice === undefined ? {} : { originalPrice }), images });
  }
  const productIds = namedIds(rawProducts);

  const reviews: Review[] = [];
  for (const r of check.parse('reviews.json', 'review', rawReviews, reviewFileSchema)) {
    const label = `review "${r.id}"`;
    if (!productIds.has(r.productId)) {
      check.report('reviews.json', label, 'productId', `"${r.productId}" is not a product in products.json`);
    }
    const avatar = check.image(
      'reviews.json',
      label,
      'userAvatar',
      { src: r.userAvatar, alt: r.userName },
      imageSlots.avatar,
    );
    reviews.push({ ...r, userAvatar: avatar.src });
  }

  // The rating and count every card shows and the product page's reviews section tell one story:
  // all ratings by star, the written reviews among them.
  for (const product of products) {
    const written = ratingCountsOf(reviews.filter((r) => r.productId === product.id));
    const writtenCount = written.reduce((a, b) => a + b, 0);
    const counts = deriveRatingCounts(product.rating, product.reviewCount, written);
    if (counts) product.ratingCounts = counts;
    else if (product.reviewCount < writtenCount) {
      check.report(
        'products.json',
        `product "${product.id}"`,
        'reviewCount',
        `is below its ${writtenCount} written reviews`,
      );
    } else {
      check.report(
        'products.json',
        `product "${product.id}"`,
        'rating',
        `${product.rating} cannot be the average of ${product.reviewCount} ratings that include its written reviews`,
      );
    }
  }

  if (products.length === 0 && check.problems.length === 0) {
    check.report('products.json', 'file', '', 'lists no products');
  }
  if (check.problems.length > 0) throw new CatalogError(dir, check.problems);
  return { dir, categories, products, reviews, images: check.images };
}
