/**
 * The catalogue's image files as the build sees them (Node only): where the data uses each one,
 * the largest place each kind is shown, and an SVG's size read from the file.
 */
import { readFileSync } from 'node:fs';

/** An image file of the catalogue and where the data uses it. */
export interface CatalogueImageFile {
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

export const IMAGE_URL_PREFIX = '/images/';

/** Photographs and other raster images: the image pipeline makes their versions (catalogue-images.ts). */
export function isRaster(file: string): boolean {
  return /\.(jpe?g|png|webp|avif)$/i.test(file);
}

/** Width and height of an SVG from its width/height attributes or its viewBox. */
export function svgSize(file: string): { width: number; height: number } | undefined {
  const head = readFileSync(file, 'utf8').slice(0, 2000);
  const tag = /<svg\b[^>]*>/i.exec(head)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const [width, height] = [attr('width'), attr('height')];
  if (width > 0 && height > 0) return { width, height };
  const box = /\bviewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(tag);
  if (box) return { width: Number(box[1]), height: Number(box[2]) };
  return undefined;
}
