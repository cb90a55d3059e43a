// `npm run catalogue:import`: each export a shop owner brings (Shopify's two headers, WooCommerce)
// becomes a catalogue folder the build takes as it is; a wrong row is named and nothing is written.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, onTestFinished, test } from 'vitest';
import { withProcessedImages } from '../src/catalogue-source/catalogue-images.ts';
import { catalogueProblems, loadCatalogue } from '../src/catalogue-source/load-catalogue.ts';
import { importExport } from './catalogue-import/import-export.mjs';
import { categoryIcon } from './catalogue-import/catalogue-records.mjs';
import { plainText, priceCents } from './catalogue-import/values.mjs';

const FIXTURES = 'tests/import';
const CAMP_MUG_URL_ALT = 'Titanium Camp Mug on a stove';
const work = () => mkdtempSync(path.join(tmpdir(), 'lumina-import-'));

/** The fixture imported into a fresh folder: what the import said and the files it wrote. */
function imported(fixture) {
  const out = path.join(work(), 'catalogue');
  const { report, problems, unreadable } = importExport(path.join(FIXTURES, fixture), {
    out,
    shop: 'Ridgeline Outfitters',
  });
  expect({ problems, unreadable }).toEqual({});
  const read = (file) => JSON.parse(readFileSync(path.join(out, file), 'utf8'));
  const products = read('products.json');
  return {
    out,
    report,
    products,
    byId: Object.fromEntries(products.map((p) => [p.id, p])),
    categories: read('categories.json'),
    reviews: read('reviews.json'),
  };
}

/** A variant's id, price pair and stock, in order: what its product page sells. */
const offers = (product) =>
  product.variants.map((v) => [
    v.id,
    v.price,
    v.originalPrice,
    v.inStock,
    ...(v.images ?? []).map((i) => i.src),
  ]);

// The tent of the Shopify and WooCommerce fixtures: two options, a sold-out variant, dearer ones and one on sale.
const TENT_OPTIONS = [
  { name: 'Colour', values: ['Moss', 'Sand'] },
  { name: 'Sleeps', values: ['2 people', '3 people'] },
];
const TENT_OFFERS = [
  ['th-moss-2', undefined, undefined, false, 'products/trailhead-moss.jpg'],
  ['th-moss-3', 29900, undefined, true, 'products/trailhead-moss.jpg'],
  ['th-sand-2', undefined, undefined, true, 'products/trailhead-sand.jpg'],
  ['th-sand-3', 27900, 32900, true, 'products/trailhead-sand.jpg'],
];

describe('Shopify, current headers (URL handle, Price, Product image URL)', () => {
  const shop = imported('shopify.csv');

  test('products in the export order, drafts left out, categories from the product type', () => {
    expect(shop.products.map((p) => [p.id, p.category])).toEqual([
      ['trailhead-tent', 'tents-shelters'],
      ['summit-bivy', 'tents-shelters'],
      ['ridge-tarp', 'tents-shelters'],
      ['ascent-38', 'packs'],
      ['daypack-20', 'packs'],
      ['scramble-hip-pack', 'packs'],
      ['storm-shell', 'outdoor-clothing'],
      ['merino-trail-tee', 'outdoor-clothing'],
    ]);
    expect(shop.categories).toEqual([
      {
        id: 'tents-shelters',
        name: 'Tents & Shelters',
        description: 'Tents & Shelters from Ridgeline Outfitters.',
        icon: 'Dumbbell',
        image: {
          src: 'products/trailhead-moss.jpg',
          alt: 'Trailhead 2 Tent in moss green, pitched on a meadow',
        },
      },
      expect.objectContaining({ id: 'packs', name: 'Packs', icon: 'Dumbbell' }),
      expect.objectContaining({ id: 'outdoor-clothing', name: 'Outdoor Clothing', icon: 'Shirt' }),
    ]);
    expect(shop.reviews).toEqual([]);
    expect(shop.report).toContain('Skipped, not on sale: prototype-stove (draft).');
  });

  test('two options, variants at their own prices, one on sale and one sold out', () => {
    const tent = shop.byId['trailhead-tent'];
    expect(tent).toMatchObject({
      name: 'Trailhead 2 Tent',
      brand: 'Ridgeline',
      price: 24900,
      rating: 0,
      reviewCount: 0,
    });
    expect(tent).not.toHaveProperty('inStock');
    expect(tent.options).toEqual(TENT_OPTIONS);
    expect(offers(tent)).toEqual(TENT_OFFERS);
    // Images in their Image position, each once, with the export's alt texts.
    expect(tent.images).toEqual([
      { src: 'products/trailhead-moss.jpg', alt: 'Trailhead 2 Tent in moss green, pitched on a meadow' },
      { src: 'products/trailhead-sand.jpg', alt: 'Trailhead 2 Tent in sand, door rolled back' },
      { src: 'products/trailhead-pitched.jpg', alt: 'Trailhead tent with both porches open at dusk' },
    ]);
    expect(tent.description).toBe(
      'A freestanding three-season tent that pitches in four minutes. Two doors & two porches. Colour-coded poles.',
    );
    expect(offers(shop.byId['storm-shell']).map((v) => v.slice(0, 4))).toEqual([
      ['ss-slate-m', undefined, undefined, true],
      ['ss-slate-xl', 22900, undefined, true],
      ['ss-ember-m', undefined, undefined, true],
      ['ss-ember-xl', 22900, undefined, false],
    ]);
  });

  test('a product without options (Default Title) is one product with its price and stock', () => {
    expect(shop.byId['summit-bivy']).toMatchObject({ price: 12900, originalPrice: 15900, inStock: true });
    expect(shop.byId['summit-bivy']).not.toHaveProperty('options');
    expect(shop.byId['ridge-tarp']).toMatchObject({ price: 5995, inStock: false });
    expect(shop.byId['ridge-tarp']).not.toHaveProperty('originalPrice');
    // Stock Shopify does not track never runs out.
    expect(shop.byId['scramble-hip-pack']).toMatchObject({ price: 3400, inStock: true });
  });

  test('an image URL is kept in the catalogue as it is, with its alt text, and the report says so', () => {
    expect(shop.byId['summit-bivy'].images).toEqual([
      { src: 'products/summit-bivy.jpg', alt: 'Summit Bivy Shelter zipped shut on a rocky ledge' },
      {
        src: 'https://cdn.ridgeline.example/products/summit-bivy-inside.jpg',
        alt: 'Inside the Summit Bivy with a sleeping bag',
      },
    ]);
    expect(shop.report.slice(1)).toEqual([
      `Copied 12 image files into ${path.join(shop.out, 'images', 'products')}.`,
      'Kept as URLs (shown from their own server): product "summit-bivy": https://cdn.ridgeline.example/products/summit-bivy-inside.jpg',
      'Skipped, not on sale: prototype-stove (draft).',
    ]);
    expect(loadCatalogue(shop.out).imageOrigins).toEqual(['https://cdn.ridgeline.example']);
  });

  test('the build takes the folder as it is: the catalogue loads and its photographs process', async () => {
    const catalogue = loadCatalogue(shop.out);
    const { warnings } = await withProcessedImages(catalogue, { cacheDir: path.join(work(), 'cache') });
    expect(catalogue.products).toHaveLength(8);
    // The fixtures' photographs are kept tiny: soft on a page, which is a warning only.
    expect(warnings.every((w) => w.includes('it will look soft'))).toBe(true);
    expect(catalogue.products.find((p) => p.id === 'trailhead-tent')).toMatchObject({ price: 24900 });
  });
});

describe('Shopify, classic headers (Handle, Variant Price, Image Src)', () => {
  const shop = imported('shopify-classic.csv');

  test('variants, a compare-at price, image-only rows and the shop as the missing vendor', () => {
    expect(offers(shop.byId['storm-shell'])).toEqual([
      ['ss-slate-m', undefined, undefined, true, 'products/storm-shell-slate.jpg'],
      ['ss-slate-xl', 22900, undefined, true, 'products/storm-shell-slate.jpg'],
      ['ss-ember-m', 19900, 21900, false, 'products/storm-shell-ember.jpg'],
    ]);
    expect(shop.byId['camp-mug']).toMatchObject({
      price: 102450,
      category: 'camp-kitchen',
      description: '450 ml, folding handles, 90 g.',
      images: [
        { src: 'https://cdn.ridgeline.example/products/camp-mug.jpg', alt: CAMP_MUG_URL_ALT },
        { src: 'products/camp-mug.jpg', alt: 'Titanium Camp Mug with its handles folded' },
      ],
      inStock: true,
    });
    expect(shop.byId['ridge-tarp']).toMatchObject({
      brand: 'Ridgeline Outfitters',
      description: 'Ridge Tarp 3x3',
      price: 5995,
      originalPrice: 7495,
      inStock: false,
    });
    expect(shop.categories.map((c) => [c.id, c.icon])).toEqual([
      ['outdoor-clothing', 'Shirt'],
      ['camp-kitchen', 'Home'],
      ['tents-shelters', 'Dumbbell'],
    ]);
    expect(shop.report).toContain(
      'Kept as URLs (shown from their own server): product "camp-mug": https://cdn.ridgeline.example/products/camp-mug.jpg',
    );
    expect(catalogueProblems(shop.out)).toEqual([]);
  });
});

describe('WooCommerce', () => {
  const shop = imported('woocommerce.csv');

  test('a variable product with its variations (Parent by id or SKU), sale prices, stock', () => {
    expect(shop.products.map((p) => p.id)).toEqual(['trailhead-2-tent', 'daypack-20', 'ridge-tarp-3x3']);
    const tent = shop.byId['trailhead-2-tent'];
    expect(tent).toMatchObject({ brand: 'Ridgeline', category: 'tents', price: 24900 });
    expect(tent.options).toEqual(TENT_OPTIONS);
    // The WooCommerce export has no variation for the two-person tent in sand: it is not sold.
    expect(offers(tent)).toEqual(TENT_OFFERS.filter(([id]) => id !== 'th-sand-2'));
    expect(shop.byId['daypack-20']).toMatchObject({
      brand: 'Ridgeline Outfitters',
      category: 'packs',
      price: 5450,
      originalPrice: 6450,
      inStock: true,
      description: 'Everyday 20-litre pack.',
      specifications: { Volume: '20 l' },
      images: [
        { src: 'products/daypack-20.jpg', alt: 'Daypack 20' },
        { src: 'https://cdn.ridgeline.example/products/daypack-20-side.jpg', alt: 'Daypack 20, picture 2' },
      ],
    });
    expect(shop.byId['ridge-tarp-3x3']).toMatchObject({ category: 'tarps', price: 5995, inStock: false });
    expect(shop.report).toContain('Skipped, not on sale: Ridge Trail Map (external).');
    expect(shop.report).toContain(
      'Kept as URLs (shown from their own server): product "daypack-20": https://cdn.ridgeline.example/products/daypack-20-side.jpg',
    );
    expect(catalogueProblems(shop.out)).toEqual([]);
  });
});

/** Runs the command; its exit code and output. */
function cli(...args) {
  const run = spawnSync(process.execPath, ['scripts/catalogue-import.mjs', ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A copy of a fixture beside its images, each [text, replacement] made once; removed after the test. */
function editedFixture(fixture, edits) {
  const file = path.resolve(FIXTURES, `.edited-${process.pid}-${fixture}`);
  const text = readFileSync(path.join(FIXTURES, fixture), 'utf8');
  writeFileSync(
    file,
    edits.reduce((edited, [from, to]) => edited.replace(from, to), text),
  );
  onTestFinished(() => rmSync(file, { force: true }));
  return file;
}

describe('the command', () => {
  test('every row problem by row, column and value; exit 1 and nothing written', () => {
    const file = editedFixture('shopify.csv', [
      [',249.00,', ',"12,x",'],
      ['images/daypack-20.jpg', 'images/lost.jpg'],
      [',S/M,', ',,'],
      [',20,DENY,', ',twenty,DENY,'],
    ]);
    const out = path.join(work(), 'catalogue');
    const { code, stdout, stderr } = cli(file, '--out', out);
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.trimEnd().split('\n')).toEqual([
      `npm run catalogue:import: nothing written, ${file} has 4 problems:`,
      '  - row 2, Price: "12,x" is not a price (write it as 12, 12.50 or 1,299.99)',
      '  - row 9, Option1 value: "" is empty: each variant names its Size',
      '  - row 11, Inventory quantity: "twenty" is not a whole number of items in stock',
      `  - row 11, Product image URL: "images/lost.jpg" is no file (looked for ${path.resolve(FIXTURES, 'images/lost.jpg')})`,
    ]);
    expect(existsSync(out)).toBe(false);
  });

  test('WooCommerce rows: an unknown parent, a variation of any value, a decimal comma, a SKU twice', () => {
    const file = editedFixture('woocommerce.csv', [
      [',id:101,', ',id:999,'],
      [',Colour,Sand,', ',Colour,,'],
      [',54.50,', ',"54,50",'],
      ['104,variation,TH-SAND-3', '104,variation,TH-MOSS-3'],
    ]);
    const out = path.join(work(), 'catalogue');
    expect(importExport(file, { out, shop: 'Ridgeline' }).problems).toEqual([
      'row 3, Parent: "id:999" is not a variable product of this export',
      'row 5, Attribute 1 value(s): "" is empty: a variation sold in any Colour is not imported, give each one its value',
      'row 5, SKU: "TH-MOSS-3" is also the SKU of row 4',
      'row 6, Sale price: "54,50" is not a price (write it as 12, 12.50 or 1,299.99)',
    ]);
    expect(existsSync(out)).toBe(false);
  });

  test('a product whose images are all URLs keeps them and needs no placeholder; an http:// one is a row problem', () => {
    const file = editedFixture('woocommerce.csv', [
      ['"images/daypack-20.jpg, https:', '"https://cdn.ridgeline.example/products/daypack-20.jpg, https:'],
    ]);
    const out = path.join(work(), 'catalogue');
    const { report, problems } = importExport(file, { out, shop: 'Ridgeline' });
    expect(problems).toBeUndefined();
    const daypack = JSON.parse(readFileSync(path.join(out, 'products.json'), 'utf8')).find(
      (p) => p.id === 'daypack-20',
    );
    expect(daypack.images).toEqual([
      { src: 'https://cdn.ridgeline.example/products/daypack-20.jpg', alt: 'Daypack 20' },
      { src: 'https://cdn.ridgeline.example/products/daypack-20-side.jpg', alt: 'Daypack 20, picture 2' },
    ]);
    expect(report).toContain(
      'Kept as URLs (shown from their own server): product "daypack-20": https://cdn.ridgeline.example/products/daypack-20.jpg https://cdn.ridgeline.example/products/daypack-20-side.jpg',
    );
    expect(report.join('\n')).not.toContain('Without a photograph');
    expect(catalogueProblems(out)).toEqual([]);

    const insecure = editedFixture('woocommerce.csv', [['https://cdn.ridgeline', 'http://cdn.ridgeline']]);
    expect(
      importExport(insecure, { out: path.join(work(), 'catalogue'), shop: 'Ridgeline' }).problems,
    ).toEqual([
      'row 6, Images: "http://cdn.ridgeline.example/products/daypack-20-side.jpg" is not an https:// URL: a shop shows images from https:// addresses only',
    ]);
  });

  test('a file that is no export it reads: one line naming the headers it expects', () => {
    const file = path.join(work(), 'orders.csv');
    writeFileSync(file, 'Order,Customer,Total\n1001,Ann,12.00\n');
    const { code, stderr } = cli(file, '--out', path.join(work(), 'out'));
    expect(code).toBe(1);
    expect(stderr.trimEnd().split('\n')).toEqual([
      `npm run catalogue:import: ${file} is not a product export this import reads: expected the headers Handle, Title, Variant Price (Shopify (Handle, Variant Price, ...)); or URL handle, Title, Price (Shopify (URL handle, Price, ...)); or ID, Type, Name, Regular price, Parent (WooCommerce)`,
    ]);
  });

  test('a folder that is not empty is replaced only with --force', () => {
    const out = work();
    writeFileSync(path.join(out, 'notes.txt'), 'mine');
    const refused = cli(path.join(FIXTURES, 'woocommerce.csv'), '--out', out);
    expect(refused).toMatchObject({ code: 1, stdout: '' });
    expect(refused.stderr).toBe(`npm run catalogue:import: ${out} is not empty: add --force to replace it\n`);
    expect(readFileSync(path.join(out, 'notes.txt'), 'utf8')).toBe('mine');
    const file = path.join(out, 'notes.txt');
    expect(cli(path.join(FIXTURES, 'woocommerce.csv'), '--out', file).stderr).toContain(
      `${file} is not empty: add --force to replace it`,
    );

    const replaced = cli(path.join(FIXTURES, 'woocommerce.csv'), '--out', out, '--force');
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toMatch(
      /^Imported 3 products \(1 with options, 3 variants\) in 3 categories from /,
    );
    expect(existsSync(path.join(out, 'notes.txt'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(out, 'products.json'), 'utf8'))[0].brand).toBe('Ridgeline');
  });

  test('one export to name: none or two is a usage error', () => {
    expect(cli('--out', 'x')).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('name one export to import, not 0'),
    });
  });
});

describe('prices', () => {
  test.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['$12.50', 1250],
    ['1299.99', 129999],
    ['1,299.99', 129999],
    ['12,345,678', 1234567800],
    [' 0.99 ', 99],
  ])('%j is %i cents', (text, cents) => expect(priceCents(text)).toBe(cents));

  test.each(['12,x', '12,50', '1.234', '12.', '.5', '-3', '1,29.99', '12 EUR', ''])(
    '%j is not a price',
    (text) => expect(priceCents(text)).toBeUndefined(),
  );

  test('any amount written with or without thousands commas reads back as its cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 11 }), fc.boolean(), (cents, grouped) => {
        const dollars = Math.floor(cents / 100);
        const whole = grouped ? dollars.toLocaleString('en-US') : String(dollars);
        expect(priceCents(`${whole}.${String(cents % 100).padStart(2, '0')}`)).toBe(cents);
      }),
    );
  });
});

test('descriptions lose their markup, scripts included, and each block ends as a sentence', () => {
  expect(plainText('<p>Light&nbsp;&amp; dry</p><p>2 &lt; 3<br>ok</p><script>alert(1)</script>')).toBe(
    'Light & dry. 2 < 3. ok.',
  );
  expect(
    plainText('<p>A tent.</p><ul><li>Two doors & two porches</li><li>Colour-coded poles</li></ul>'),
  ).toBe('A tent. Two doors & two porches. Colour-coded poles.');
  // A block that ends a sentence already keeps its own ending; text without blocks is kept as it is.
  expect(plainText('<h3>Features:</h3><ul><li>Light ("ultra")</li><li>Dry?</li></ul>')).toBe(
    'Features: Light ("ultra"). Dry?',
  );
  expect(plainText('Ridge Tarp 3x3')).toBe('Ridge Tarp 3x3');
  expect(plainText('<p>450 ml, folding handles, <em>90 g</em>.</p>')).toBe('450 ml, folding handles, 90 g.');
});

test('a category icon from the words of its name', () => {
  expect(['Rain Jackets', 'Camping Stoves', 'Trail Guides', 'Headlamps'].map(categoryIcon)).toEqual([
    'Shirt',
    'Dumbbell',
    'BookOpen',
    'Sparkles',
  ]);
});
