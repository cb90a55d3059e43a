import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, loadCatalogue } from './load-catalogue';

const demo = path.resolve('catalogue/demo');

/** A copy of the demo catalogue with `edit` applied to its parsed files. */
function catalogue(edit: (files: Record<string, Record<string, unknown>[]>) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumina-catalogue-'));
  cpSync(demo, dir, { recursive: true });
  const files: Record<string, Record<string, unknown>[]> = {};
  for (const name of ['categories', 'products', 'reviews']) {
    files[name] = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  }
  edit(files);
  for (const [name, rows] of Object.entries(files)) {
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(rows));
  }
  return dir;
}

const product = (files: Record<string, Record<string, unknown>[]>, id: string) =>
  files.products!.find((p) => p.id === id)!;

describe('the demo catalogue', () => {
  it('loads with its 22 products, 6 categories and 20 reviews, images sized from their files', () => {
    const catalogue = loadCatalogue(demo);
    expect(catalogue.products).toHaveLength(22);
    expect(catalogue.categories).toHaveLength(6);
    expect(catalogue.reviews).toHaveLength(20);
    expect(catalogue.products[0]!.images[0]).toMatchObject({
      src: '/images/products/1-1.svg',
      width: 800,
      height: 800,
    });
    expect(catalogue.categories[0]!.image).toMatchObject({ width: 600, height: 400 });
    expect(catalogue.synonyms).toMatchObject({ sneakers: 'running shoes', earphones: 'earbuds' });
    expect(catalogue.images.get('/images/avatars/r1.svg')?.path).toBe(
      path.join(demo, 'images', 'avatars', 'r1.svg'),
    );
  });
});

describe('a bad catalogue lists every problem by file, record, field and reason', () => {
  it.each([
    [
      'unknown category',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '3').category = 'garden-tools'),
      'products.json: product "3", category: "garden-tools" is not a category in categories.json',
    ],
    [
      'duplicate id',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '4').id = '2'),
      'products.json: product "2", id: is a duplicate',
    ],
    [
      'price not a positive amount',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '5').price = 0),
      'products.json: product "5", price: must be a positive amount',
    ],
    [
      'price not whole cents',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '5').price = 12.5),
      'products.json: product "5", price: must be a whole number of cents',
    ],
    [
      'originalPrice not above price',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '1').originalPrice = 24999),
      'products.json: product "1", originalPrice: must be above price',
    ],
    [
      'missing image file',
      (f: Record<string, Record<string, unknown>[]>) =>
        (product(f, '6').images = [{ src: 'products/missing.svg', alt: 'A lamp' }]),
      'products.json: product "6", images.0: image file images/products/missing.svg does not exist',
    ],
    [
      'image outside the images folder',
      (f: Record<string, Record<string, unknown>[]>) =>
        (product(f, '6').images = [{ src: '../products.json', alt: 'x' }]),
      'products.json: product "6", images.0.src: must be a path inside images/ ending in .svg, .png, .jpg, .webp or .avif, or an https:// URL',
    ],
    [
      'an image URL with only one of width and height',
      (f: Record<string, Record<string, unknown>[]>) =>
        (product(f, '6').images = [{ src: 'https://cdn.example/lamp.jpg', alt: 'A lamp', width: 800 }]),
      'products.json: product "6", images.0: needs both width and height, or neither (then it is taken as square)',
    ],
    [
      'an avatar URL (avatars are files of the catalogue)',
      (f: Record<string, Record<string, unknown>[]>) =>
        (f.reviews![0]!.userAvatar = 'https://cdn.example/a.svg'),
      'reviews.json: review "1", userAvatar: must be a path inside images/ ending in .svg, .png, .jpg, .webp or .avif',
    ],
    [
      'review for an unknown product',
      (f: Record<string, Record<string, unknown>[]>) => (f.reviews![0]!.productId = '999'),
      'reviews.json: review "1", productId: "999" is not a product in products.json',
    ],
    [
      'review rating out of range',
      (f: Record<string, Record<string, unknown>[]>) => (f.reviews![1]!.rating = 6),
      'reviews.json: review "2", rating: must be 1 to 5',
    ],
    [
      'fewer ratings than written reviews',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '2').reviewCount = 1),
      'products.json: product "2", reviewCount: is below its 2 written reviews',
    ],
    [
      'a rating its ratings cannot average',
      (f: Record<string, Record<string, unknown>[]>) =>
        Object.assign(product(f, '2'), { rating: 1.2, reviewCount: 3 }),
      'products.json: product "2", rating: 1.2 cannot be the average of 3 ratings that include its written reviews',
    ],
    [
      'record without an id',
      (f: Record<string, Record<string, unknown>[]>) => delete f.categories![2]!.id,
      'categories.json: category #3, id: Invalid input: expected string, received undefined',
    ],
    [
      'id unsafe in a URL',
      (f: Record<string, Record<string, unknown>[]>) => (product(f, '7').id = '7/../x'),
      `products.json: product "7/../x", id: must be 1-64 letters, digits, '-' or '_'`,
    ],
  ])('%s', (_, edit, message) => {
    expect(catalogueProblems(catalogue(edit))).toContain(message);
  });

  it('keeps an https:// image URL as it is, at its size or square, and lists its origin', () => {
    const dir = catalogue((f) => {
      product(f, '6').images = [
        { src: 'https://cdn.example/lamps/6.jpg?v=2', alt: 'A lamp' },
        { src: 'https://cdn.example/lamps/6-side.jpg', alt: 'Its side', width: 1200, height: 800 },
      ];
      f.categories![0]!.image = { src: 'https://img.other.example:8443/c.png', alt: 'Screens' };
    });
    const loaded = loadCatalogue(dir);
    expect(loaded.products.find((p) => p.id === '6')!.images).toEqual([
      { src: 'https://cdn.example/lamps/6.jpg?v=2', alt: 'A lamp', width: 600, height: 600 },
      { src: 'https://cdn.example/lamps/6-side.jpg', alt: 'Its side', width: 1200, height: 800 },
    ]);
    expect(loaded.categories[0]!.image).toEqual({
      src: 'https://img.other.example:8443/c.png',
      alt: 'Screens',
      width: 400,
      height: 400,
    });
    expect(loaded.imageOrigins).toEqual(['https://cdn.example', 'https://img.other.example:8443']);
    expect([...loaded.images.keys()].some((url) => url.includes('example'))).toBe(false);
    expect(loadCatalogue(demo).imageOrigins).toEqual([]);
  });

  it.each([
    'http://cdn.example/6.jpg',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//cdn.example/6.jpg',
    'https://user:secret@cdn.example/6.jpg',
    'https:///6.jpg',
    'https://cdn.example/a b.jpg',
  ])('refuses the image address %s, naming file, record and field', (src) => {
    const dir = catalogue((f) => (product(f, '6').images = [{ src, alt: 'A lamp' }]));
    expect(catalogueProblems(dir)).toEqual([
      'products.json: product "6", images.0.src: must be an absolute https:// URL (https://host/path: not http:, data:, javascript: or //host) or a path inside images/',
    ]);
  });

  it('reports all problems at once, not only the first', () => {
    const dir = catalogue((f) => {
      product(f, '1').price = -1;
      product(f, '2').category = 'nowhere';
      f.reviews![0]!.productId = 'nope';
    });
    expect(catalogueProblems(dir)).toHaveLength(3);
  });

  it('names a file that is missing or not JSON', () => {
    const dir = catalogue(() => {});
    writeFileSync(path.join(dir, 'reviews.json'), '{ not json');
    expect(catalogueProblems(dir)[0]).toMatch(/^reviews\.json: file: is not valid JSON/);
    expect(catalogueProblems(path.join(dir, 'nowhere'))).toContain('products.json: file: is missing');
  });

  it('names the line of a synonym rule that is wrong or finds nothing', () => {
    const dir = catalogue(() => {});
    writeFileSync(path.join(dir, 'synonyms.txt'), 'sofa = couch\nsneakers running shoes\n');
    expect(catalogueProblems(dir)).toEqual([
      'synonyms.txt: line 1: no product has any of "sofa", "couch"',
      'synonyms.txt: line 2: expected "word = word" or "word -> words", found "sneakers running shoes"',
    ]);
  });
});
