/**
 * The build's image pipeline for one raster image (sharp): its intrinsic size, AVIF and WebP at the
 * widths of domain/image-variants.ts, a fallback in its own format at most 1,600 px wide and a tiny
 * blurred placeholder. The results are cached by the hash of the file's content and of the
 * pipeline's settings, in a folder that survives builds, so an unchanged image is processed once.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { maxImageWidth, variantFormats, variantWidths } from '../domain/image-variants.ts';

/** Everything that changes the output: a change here processes every image again. */
const settings = {
  version: 1,
  sharp: sharp.versions.sharp,
  maxImageWidth,
  avif: { quality: 50, effort: 2 },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
  placeholder: { width: 10, quality: 30 },
} as const;

/** The formats the pipeline reads, by the name sharp gives them, with the extensions they may have. */
const readable: Record<string, { name: string; extensions: readonly string[] }> = {
  jpeg: { name: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  png: { name: 'PNG', extensions: ['.png'] },
  webp: { name: 'WebP', extensions: ['.webp'] },
  heif: { name: 'AVIF', extensions: ['.avif'] },
};

/** What the pipeline made of an image; its files are in `dir`, named by `files`. */
export interface ProcessedImage {
  /** Hash of content and settings: part of every output's name. */
  hash: string;
  width: number;
  height: number;
  /** Versions' widths (AVIF and WebP each). */
  widths: number[];
  /** data: URI, or undefined for an image with transparency (a blurred backdrop would show through). */
  placeholder: string | undefined;
  /** Cache folder of this image. */
  dir: string;
  /** Output file names inside `dir`: `fallback.<ext>` and `<width>.<format>`. */
  files: string[];
  /** Whether this build found it in the cache. */
  fromCache: boolean;
}

/** A bad image: the reason, said of the file (e.g. "is not a readable image (…)"). */
export class ImageProblem extends Error {}

/** The cache folder: LUMINA_IMAGE_CACHE, else node_modules/.cache/lumina-images. */
export function imageCacheDir(root = process.cwd()): string {
  return path.resolve(root, process.env.LUMINA_IMAGE_CACHE || 'node_modules/.cache/lumina-images');
}

/** 12 hex digits of SHA-256 over the content and the settings. */
export function imageHash(content: Buffer): string {
  return createHash('sha256').update(JSON.stringify(settings)).update(content).digest('hex').slice(0, 12);
}

/** The format the content really is, checked against the extension; throws ImageProblem. */
async function readFormat(content: Buffer, file: string): Promise<Metadata> {
  let metadata: Metadata;
  try {
    metadata = await sharp(content).metadata();
  } catch (error) {
    throw new ImageProblem(`is not a readable image (${(error as Error).message})`);
  }
  const extension = path.extname(file).toLowerCase();
  const format = readable[metadata.format];
  const expected = Object.values(readable).find((f) => f.extensions.includes(extension))?.name ?? extension;
  if (!format?.extensions.includes(extension)) {
    const actual = format?.name ?? metadata.format.toUpperCase();
    throw new ImageProblem(
      `is a${/^[AEIOSX]/.test(actual) ? 'n' : ''} ${actual} file, not ${expected} as its extension says`,
    );
  }
  return metadata;
}

function encode(image: Sharp, extension: string): Sharp {
  switch (extension) {
    case '.avif':
      return image.avif(settings.avif);
    case '.webp':
      return image.webp(settings.webp);
    case '.png':
      return image.png(settings.png);
    default:
      return image.jpeg(settings.jpeg);
  }
}

/** Decodes the whole image (a truncated or corrupt file fails here) and writes every output. */
async function writeOutputs(content: Buffer, file: string, dir: string, metadata: Metadata) {
  const source = () => sharp(content).rotate();
  const width = metadata.autoOrient.width;
  const height = metadata.autoOrient.height;
  const widths = variantWidths(width);
  const fallback = `fallback${path.extname(file).toLowerCase()}`;
  const jobs: [string, () => Sharp][] = [
    [
      fallback,
      () => encode(source().resize({ width: Math.min(width, maxImageWidth) }), path.extname(fallback)),
    ],
  ];
  for (const w of widths) {
    for (const { extension } of variantFormats) {
      jobs.push([`${w}.${extension}`, () => encode(source().resize({ width: w }), `.${extension}`)]);
    }
  }
  try {
    for (const [name, make] of jobs) await make().toFile(path.join(dir, name));
    const placeholder = metadata.hasAlpha
      ? undefined
      : `data:image/webp;base64,${(
          await source()
            .resize({ width: settings.placeholder.width })
            .webp({ quality: settings.placeholder.quality })
            .toBuffer()
        ).toString('base64')}`;
    return { width, height, widths, placeholder, files: jobs.map(([name]) => name) };
  } catch (error) {
    throw new ImageProblem(`is not a readable image (${(error as Error).message})`);
  }
}

/**
 * The image processed, from the cache when its content and the settings are unchanged. Throws
 * ImageProblem for a corrupt or unreadable file or one whose content is not what its extension says.
 */
export async function processImage(file: string, cacheDir: string): Promise<ProcessedImage> {
  const content = readFileSync(file);
  const hash = imageHash(content);
  const dir = path.join(cacheDir, hash);
  const meta = path.join(dir, 'image.json');
  if (existsSync(meta)) {
    const stored = JSON.parse(readFileSync(meta, 'utf8')) as Omit<
      ProcessedImage,
      'hash' | 'dir' | 'fromCache'
    >;
    return { ...stored, hash, dir, fromCache: true };
  }
  const metadata = await readFormat(content, file);
  // Written beside, then moved in whole: an interrupted or concurrent build never sees half an entry.
  const partial = `${dir}.${process.pid}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    const result = await writeOutputs(content, file, partial, metadata);
    writeFileSync(path.join(partial, 'image.json'), JSON.stringify(result));
    if (!existsSync(meta)) {
      rmSync(dir, { recursive: true, force: true });
      renameSync(partial, dir);
    }
    return { ...result, hash, dir, fromCache: false };
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
