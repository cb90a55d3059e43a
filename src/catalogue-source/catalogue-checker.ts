/**
 * Collects every problem of a catalogue folder (by file, record id, field and reason) while its
 * files are read, its records parsed and its image files looked up (load-catalogue.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { ImageAsset } from '../domain/types.ts';
import { isImageUrl } from '../../scripts/image-url.mjs';
import type { ImageFile } from './catalogue-schema.ts';
import {
  type CatalogueImageFile,
  IMAGE_URL_PREFIX,
  type ImageSlot,
  isRaster,
  svgSize,
} from './catalogue-image-files.ts';

export class CatalogueChecker {
  readonly problems: string[] = [];
  readonly images = new Map<string, CatalogueImageFile>();
  /** The origins of the images shown from another server ("https://cdn.example"). */
  readonly imageOrigins = new Set<string>();

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
   * image's size (and its versions) come from the image pipeline (catalogue-images.ts). An image
   * URL is kept as it is, at its given size or else square (the slot's width both ways).
   */
  image(file: string, record: string, field: string, image: ImageFile, slot: ImageSlot): ImageAsset {
    if (isImageUrl(image.src)) {
      this.imageOrigins.add(new URL(image.src).origin);
      if ((image.width === undefined) !== (image.height === undefined))
        this.report(
          file,
          record,
          field,
          'needs both width and height, or neither (then it is taken as square)',
        );
      const side = image.width ?? image.height ?? slot.width;
      return { src: image.src, alt: image.alt, width: image.width ?? side, height: image.height ?? side };
    }
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
export function namedIds(rows: unknown[]): Set<unknown> {
  return new Set(rows.map((row) => (row as { id?: unknown } | null)?.id));
}
