/**
 * Reads and validates a catalogue folder at build time (Node only; the app receives the result
 * through the `virtual:lumina-catalogue` module of catalogue-plugin.ts). Every problem is collected,
 * by file, record id, field and reason, and reported together in one CatalogueError.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { everyTermIn, searchEntry } from '../domain/search-index.ts';
import { deriveRatingCounts, ratingCountsOf } from '../domain/review-stats.ts';
import type { Category, Product, Review } from '../domain/types.ts';
import { CatalogueChecker, namedIds } from './catalogue-checker.ts';
import { type CatalogueImageFile, imageSlots } from './catalogue-image-files.ts';
import { categoryFileSchema, productFileSchema, reviewFileSchema } from './catalogue-schema.ts';
import { resolveVariants } from './catalogue-variants.ts';
import { readSynonyms, SYNONYMS_FILE } from './synonyms-file.ts';

export interface Catalogue {
  dir: string;
  categories: Category[];
  products: Product[];
  reviews: Review[];
  /** synonyms.txt: a word -> the words a search for it tries when it finds nothing (synonyms-file.ts). */
  synonyms: Record<string, string>;
  /** Every image the data names, by its URL path as the data names it ("/images/products/1-1.jpg"). */
  images: Map<string, CatalogueImageFile>;
  /**
   * The origins of the images shown from their own server, sorted ("https://cdn.example"): the
   * build adds them to the security policy's img-src (scripts/security-headers.mjs).
   */
  imageOrigins: string[];
}

export class CatalogueError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The catalogue in ${dir} has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
    this.name = 'CatalogueError';
  }
}

/** The catalogue folder: LUMINA_CATALOGUE, else the demo's. */
export function catalogueDir(root = process.cwd()): string {
  return path.resolve(root, process.env.LUMINA_CATALOGUE || 'catalogue/demo');
}

/** Reads `categories.json`, `products.json`, `reviews.json` and `synonyms.txt`; throws CatalogueError on any problem. */
/**
 * The ids of a catalogue's products and categories, read without checking or processing anything
 * (for what only needs to know which addresses exist: the content's link check, once the build
 * has checked the catalogue itself).
 */
export function catalogueIds(dir = catalogueDir()): {
  products: { id: string }[];
  categories: { id: string }[];
} {
  const ids = (file: string) =>
    (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { id: string }[]).map(({ id }) => ({ id }));
  return { products: ids('products.json'), categories: ids('categories.json') };
}

export function loadCatalogue(dir = catalogueDir()): Catalogue {
  const check = new CatalogueChecker(dir);
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
  const variantOwners = new Map<string, string>();
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
    const { originalPrice, inStock, options, variants, ...rest } = p;
    if (options && variants) {
      products.push({
        ...rest,
        images,
        ...resolveVariants(check, { ...p, options, variants }, variantOwners),
      });
    } else {
      products.push({
        ...rest,
        ...(originalPrice === undefined ? {} : { originalPrice }),
        images,
        inStock: inStock ?? true,
      });
    }
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

  // Synonyms are checked against the products, so only once the products are sound.
  const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
  const searchTexts = products.map((p) => searchEntry(p, categoryNames.get(p.category) ?? '').all);
  const synonyms =
    check.problems.length > 0
      ? {}
      : readSynonyms(
          dir,
          (words) => searchTexts.some((text) => everyTermIn(text, words)),
          (record, reason) => check.report(SYNONYMS_FILE, record, '', reason),
        );

  if (products.length === 0 && check.problems.length === 0) {
    check.report('products.json', 'file', '', 'lists no products');
  }
  if (check.problems.length > 0) throw new CatalogueError(dir, check.problems);
  const imageOrigins = [...check.imageOrigins].sort();
  return { dir, categories, products, reviews, synonyms, images: check.images, imageOrigins };
}

/** The problems the catalogue in `dir` has, as the build lists them; none when it loads. */
export function catalogueProblems(dir: string): readonly string[] {
  try {
    loadCatalogue(dir);
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  return [];
}
