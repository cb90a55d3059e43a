/**
 * Responsive versions of a catalogue's raster images (the build's image pipeline writes them,
 * src/catalogue-source/image-pipeline.ts): AVIF and WebP at a few widths, named after the fallback
 * file, which carries the content hash. `/assets/images/products/1-1.3f9a2c4b7e01.jpg` has
 * `/assets/images/products/1-1.3f9a2c4b7e01-640.avif`, `…-640.webp` and so on. One rule for the build that
 * writes them and the markup that names them.
 */
import type { ImageAsset } from './types';

/** The widths the pipeline writes, at most: phones at 1-3x up to a 600 px gallery at 2x and more. */
export const responsiveWidths = [320, 640, 960, 1280, 1600] as const;

/** The widest version written, and the most the fallback (the original's format) is resized to. */
export const maxImageWidth = responsiveWidths[responsiveWidths.length - 1] ?? 1600;

/** Modern formats, best first: the browser takes the first it supports. */
export const variantFormats = [
  { extension: 'avif', type: 'image/avif' },
  { extension: 'webp', type: 'image/webp' },
] as const;

export type VariantFormat = (typeof variantFormats)[number]['extension'];

/**
 * The widths to write for an original `width` px wide: the responsive widths it covers (never
 * upscaled), and the original's own width when it is narrower than the widest.
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = responsiveWidths.filter((w) => w <= width);
  if (width < maxImageWidth && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The URL of one version: the fallback's URL with `-<width>.<format>` for its extension. */
export function variantUrl(fallbackSrc: string, width: number, format: VariantFormat): string {
  return `${fallbackSrc.replace(/\.[^./]+$/, '')}-${width}.${format}`;
}

/** `srcset` of one format: every width the image has, narrowest first. */
export function variantSrcSet(image: Pick<ImageAsset, 'src' | 'widths'>, format: VariantFormat): string {
  return (image.widths ?? []).map((w) => `${variantUrl(image.src, w, format)} ${w}w`).join(', ');
}

/**
 * Whether an image (its src) is shown from another server (a catalogue's https:// URL, checked by the
 * build): no versions, no placeholder, and its src is used as it is.
 */
export function isRemoteImage(src: string): boolean {
  return /^https:\/\//i.test(src);
}

/** The image's address on `origin`'s pages: an image URL as it is, a path made absolute. */
export function absoluteImageUrl(src: string, origin: string): string {
  return isRemoteImage(src) ? src : new URL(src, origin).href;
}

/** The `<source>`s of a `<picture>`: one per modern format, or none for an image without versions (SVG). */
export function imageSources(image: Pick<ImageAsset, 'src' | 'widths'>): { type: string; srcSet: string }[] {
  if (!image.widths || image.widths.length === 0) return [];
  return variantFormats.map(({ extension, type }) => ({ type, srcSet: variantSrcSet(image, extension) }));
}
