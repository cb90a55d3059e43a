import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fallbackUrl, tooSmallFor, withProcessedImages } from './catalogue-images';
import { imageSlots } from './catalogue-image-files';
import { CatalogueError, loadCatalogue } from './load-catalogue';

/** A picture with some detail (noise over a colour), `width` x `height`, in `format`. */
function picture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A copy of the demo catalogue whose product "1" shows images/photos/<name> with `content`. */
function catalogueWith(name: string, content: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumina-photos-'));
  cpSync('catalogue/demo', dir, { recursive: true });
  writeFileSync(path.join(dir, 'images', name), content);
  const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
  products[0].images = [{ src: name, alt: 'A photograph' }];
  writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
  return dir;
}

async function problemsOf(dir: string): Promise<readonly string[]> {
  try {
    await withProcessedImages(loadCatalogue(dir), {
      cacheDir: mkdtempSync(path.join(tmpdir(), 'lumina-cache-')),
    });
  } catch (error) {
    if (error instanceof CatalogueError) return error.problems;
    throw error;
  }
  return [];
}

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await picture(1300, 1250, 'jpeg');
});

describe('a raster image of the catalogue', () => {
  it('is processed where a variant shows it too, and the variant names the processed versions', async () => {
    const dir = catalogueWith('photo.jpg', jpeg);
    const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
    products[0].variants[1].images = [{ src: 'photo.jpg', alt: 'A photograph in sand' }];
    writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
    const { catalogue } = await withProcessedImages(loadCatalogue(dir), {
      cacheDir: mkdtempSync(path.join(tmpdir(), 'lumina-cache-')),
    });
    const [product] = catalogue.products;
    expect(product!.variants![1]!.images).toEqual([{ ...product!.images[0], alt: 'A photograph in sand' }]);
    expect(product!.variants![1]!.images![0]!.src).toMatch(/^\/assets\/images\/photo\.[0-9a-f]{12}\.jpg$/);
    expect(product!.variants![0]!.images![0]!.src).toBe('/images/products/1-1.svg');
  });

  it('gets its size, AVIF and WebP versions, a hashed fallback and a placeholder, once', async () => {
    const dir = catalogueWith('photo.jpg', jpeg);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'lumina-cache-'));
    const first = await withProcessedImages(loadCatalogue(dir), { cacheDir });
    const image = first.catalogue.products[0]!.images[0]!;
    expect(image).toMatchObject({ width: 1300, height: 1250, widths: [320, 640, 960, 1280, 1300] });
    expect(image.src).toMatch(/^\/assets\/images\/photo\.[0-9a-f]{12}\.jpg$/);
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder!.length).toBeLessThan(600);
    const files = [...first.files.keys()].filter((url) => url.startsWith('/assets/images/photo.'));
    expect(files).toHaveLength(11);
    for (const url of files) expect(existsSync(first.files.get(url)!)).toBe(true);
    const avif = await sharp(first.files.get(image.src.replace('.jpg', '-640.avif'))!).metadata();
    expect(avif).toMatchObject({ format: 'heif', width: 640 });
    expect([first.processed, first.cached]).toEqual([1, 0]);

    const second = await withProcessedImages(loadCatalogue(dir), { cacheDir });
    expect([second.processed, second.cached]).toEqual([0, 1]);
    expect(second.catalogue.products[0]!.images[0]).toEqual(image);
  });

  it('SVG passes through as it is', async () => {
    const { catalogue, files } = await withProcessedImages(loadCatalogue(path.resolve('catalogue/demo')));
    expect(catalogue.products[0]!.images[0]!.src).toBe('/images/products/1-1.svg');
    expect(files.get('/images/products/1-1.svg')).toBe(
      path.resolve('catalogue/demo/images/products/1-1.svg'),
    );
  });

  it('fails the build when it is not an image', async () => {
    expect(await problemsOf(catalogueWith('photo.jpg', Buffer.from('not a picture at all')))).toEqual([
      expect.stringMatching(
        /^products\.json: product "1", images\.0: images\/photo\.jpg is not a readable image \(/,
      ),
    ]);
  });

  it('fails the build when it is cut short', async () => {
    const problems = await problemsOf(catalogueWith('photo.jpg', jpeg.subarray(0, jpeg.length / 2)));
    expect(problems).toEqual([
      expect.stringMatching(
        /^products\.json: product "1", images\.0: images\/photo\.jpg is not a readable image \(/,
      ),
    ]);
  });

  it('fails the build when its content is not what its extension says', async () => {
    expect(await problemsOf(catalogueWith('photo.png', jpeg))).toEqual([
      'products.json: product "1", images.0: images/photo.png is a JPEG file, not PNG as its extension says',
    ]);
  });

  it('warns when it is smaller than its largest place at 2x', async () => {
    const dir = catalogueWith('small.png', await picture(900, 700, 'png'));
    const { warnings } = await withProcessedImages(loadCatalogue(dir), {
      cacheDir: mkdtempSync(path.join(tmpdir(), 'lumina-cache-')),
    });
    expect(warnings).toEqual([
      'products.json: product "1", images.0: images/small.png is 900 x 700 px, smaller than its largest place on a page (600 x 600 px, 1200 x 1200 at 2x): it will look soft',
    ]);
  });
});

describe('tooSmallFor', () => {
  it('needs both sides to cover the slot at 2x (the slot crops to fill)', () => {
    expect(tooSmallFor(imageSlots.product, 1200, 1200)).toBeUndefined();
    expect(tooSmallFor(imageSlots.product, 2000, 1100)).toContain('is 2000 x 1100 px');
    expect(tooSmallFor(imageSlots.category, 800, 534)).toBeUndefined();
  });
});

describe('fallbackUrl', () => {
  it('is under /assets/ with the hash before the extension', () => {
    expect(fallbackUrl('/images/products/1-1.JPG', 'abc123')).toBe('/assets/images/products/1-1.abc123.jpg');
  });
});

describe('an image URL', () => {
  it('is never fetched or processed: the data names it as it is, and no file is served for it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lumina-url-'));
    cpSync('catalogue/demo', dir, { recursive: true });
    const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
    const remote = { src: 'https://cdn.ridgeline.example/p/1.jpg', alt: 'A tent' };
    products[0].images = [remote];
    writeFileSync(path.join(dir, 'products.json'), JSON.stringify(products));
    const { catalogue, files, processed } = await withProcessedImages(loadCatalogue(dir), {
      cacheDir: mkdtempSync(path.join(tmpdir(), 'lumina-cache-')),
    });
    expect(processed).toBe(0);
    expect(catalogue.products[0]!.images).toEqual([{ ...remote, width: 600, height: 600 }]);
    expect([...files.keys()].some((url) => url.includes('ridgeline') || url.includes('/p/1'))).toBe(false);
  });
});
