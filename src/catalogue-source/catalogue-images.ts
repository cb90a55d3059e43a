/**
 * The catalogue's images as the build serves them. Raster images go through the image pipeline
 * (image-pipeline.ts; two at a time, for this 2-core machine) and the data then names their
 * content-hashed fallback, their intrinsic size, their versions' widths and their placeholder; SVG
 * and image URLs (shown from their own server, never fetched by the build) pass through as they are. A bad image is reported like any other catalogue problem (CatalogueError:
 * file, record, field, reason); one smaller than its largest slot at 2x is a warning.
 */
import path from 'node:path';
import { variantFormats, variantUrl } from '../domain/image-variants.ts';
import type { ImageAsset } from '../domain/types.ts';
import { type ImageSlot, type ImageUse, isRaster } from './catalogue-image-files.ts';
import { type Catalogue, CatalogueError } from './load-catalogue.ts';
import { ImageProblem, type ProcessedImage, imageCacheDir, processImage } from './image-pipeline.ts';

export interface CatalogueWithImages {
  /** The catalogue, its images as the app shows them. */
  catalogue: Catalogue;
  /** Every image file the build serves (SVG under /images/, raster versions under /assets/images/): URL path -> file on disk. */
  files: Map<string, string>;
  /** Images smaller than their largest slot, by file, record and field. */
  warnings: string[];
  /** Raster images processed now, and taken from the cache. */
  processed: number;
  cached: number;
}

/**
 * The fallback's URL: the data's under /assets/ (where every host caches files for a year,
 * scripts/host-rules.mjs), with the content hash before the extension.
 */
export function fallbackUrl(url: string, hash: string): string {
  const extension = path.extname(url);
  return `/assets${url.slice(0, -extension.length)}.${hash}${extension.toLowerCase()}`;
}

/** Why an image of `width` x `height` px looks soft in `slot`, or undefined when it covers the slot at 2x. */
export function tooSmallFor(slot: ImageSlot, width: number, height: number): string | undefined {
  const [needWidth, needHeight] = [slot.width * 2, slot.height * 2];
  // The slots crop the image to fill them (object-fit: cover): both sides must cover it.
  if (width >= needWidth && height >= needHeight) return undefined;
  return `is ${width} x ${height} px, smaller than its largest place on a page (${slot.width} x ${slot.height} px, ${needWidth} x ${needHeight} at 2x): it will look soft`;
}

type Outcome<T, R> = { item: T; result: R } | { item: T; error: unknown };

/** `run` over every item, `limit` at a time; each item with its result or its error, in order. */
function pooled<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<Outcome<T, R>[]> {
  let free = limit;
  const waiting: (() => void)[] = [];
  const release = () => {
    const nextInLine = waiting.shift();
    if (nextInLine) nextInLine();
    else free += 1;
  };
  return Promise.all(
    items.map(async (item): Promise<Outcome<T, R>> => {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return { item, result: await run(item) };
      } catch (error) {
        return { item, error };
      } finally {
        release();
      }
    }),
  );
}

/** "products.json: product "3", images.0: images/products/3.jpg <reason>", as CatalogueError lists problems. */
function said(use: ImageUse, url: string, reason: string): string {
  return `${use.file}: ${use.record}, ${use.field}: images/${url.slice('/images/'.length)} ${reason}`;
}

/**
 * Processes the catalogue's raster images (from the cache where it can) and returns the catalogue
 * with their URLs, sizes, versions and placeholders. Throws CatalogueError listing every bad image.
 */
export async function withProcessedImages(
  catalogue: Catalogue,
  { cacheDir = imageCacheDir(), concurrency = 2 } = {},
): Promise<CatalogueWithImages> {
  const raster = [...catalogue.images].filter(([, image]) => isRaster(image.path));
  const outcomes = await pooled(raster, concurrency, ([, image]) => processImage(image.path, cacheDir));
  const problems: string[] = [];
  const warnings: string[] = [];
  const done = new Map<string, ProcessedImage>();
  const files = new Map<string, string>();
  for (const [url, image] of catalogue.images) if (!isRaster(image.path)) files.set(url, image.path);
  let processed = 0;
  let cached = 0;
  for (const outcome of outcomes) {
    const [url, image] = outcome.item;
    if ('error' in outcome) {
      if (!(outcome.error instanceof ImageProblem)) throw outcome.error;
      for (const use of image.uses) problems.push(said(use, url, outcome.error.message));
      continue;
    }
    const { result } = outcome;
    if (result.fromCache) cached += 1;
    else processed += 1;
    done.set(url, result);
    const fallback = fallbackUrl(url, result.hash);
    files.set(fallback, path.join(result.dir, `fallback${path.extname(url).toLowerCase()}`));
    for (const width of result.widths) {
      for (const { extension } of variantFormats) {
        files.set(variantUrl(fallback, width, extension), path.join(result.dir, `${width}.${extension}`));
      }
    }
    for (const use of image.uses) {
      const small = tooSmallFor(use.slot, result.width, result.height);
      if (small) warnings.push(said(use, url, small));
    }
  }
  if (problems.length > 0) throw new CatalogueError(catalogue.dir, problems);

  const asset = (image: ImageAsset): ImageAsset => {
    const result = done.get(image.src);
    if (!result) return image;
    return {
      src: fallbackUrl(image.src, result.hash),
      alt: image.alt,
      width: result.width,
      height: result.height,
      widths: result.widths,
      ...(result.placeholder ? { placeholder: result.placeholder } : {}),
    };
  };
  // An avatar is a plain URL: its narrowest WebP version (avatars are shown at 40 px).
  const avatar = (src: string): string => {
    const image = asset({ src, alt: '', width: 0, height: 0 });
    const narrowest = image.widths?.[0];
    return narrowest ? variantUrl(image.src, narrowest, 'webp') : src;
  };
  return {
    catalogue: {
      ...catalogue,
      categories: catalogue.categories.map((c) => ({ ...c, image: asset(c.image) })),
      products: catalogue.products.map((p) => ({
        ...p,
        images: p.images.map(asset),
        ...(p.variants
          ? { variants: p.variants.map((v) => (v.images ? { ...v, images: v.images.map(asset) } : v)) }
          : {}),
      })),
      reviews: catalogue.reviews.map((r) => ({ ...r, userAvatar: avatar(r.userAvatar) })),
    },
    files,
    warnings,
    processed,
    cached,
  };
}
