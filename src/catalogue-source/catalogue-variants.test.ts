import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, loadCatalogue } from './load-catalogue';

type Row = Record<string, unknown>;

/** A copy of the demo catalogue whose product "3" (a plain product) is given `fields`. */
function withProduct3(fields: Row, edit: (products: Row[]) => void = () => {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lumina-variants-'));
  cpSync(path.resolve('catalogue/demo'), dir, { recursive: true });
  const file = path.join(dir, 'products.json');
  const products = JSON.parse(readFileSync(file, 'utf8')) as Row[];
  const product = products.find((p) => p.id === '3')!;
  delete product.inStock;
  Object.assign(product, fields);
  edit(products);
  writeFileSync(file, JSON.stringify(products));
  return dir;
}

const options = [
  { name: 'Colour', values: ['Green', 'Sand'] },
  { name: 'Size', values: ['2 cups', '4 cups'] },
];
const variants = (): Row[] => [
  { id: 'pour-green-2', options: { Colour: 'Green', Size: '2 cups' }, inStock: false },
  { id: 'pour-green-4', options: { Size: '4 cups', Colour: 'Green' }, inStock: true },
  {
    id: 'pour-sand-4',
    options: { Colour: 'Sand', Size: '4 cups' },
    inStock: true,
    price: 6999,
    originalPrice: 7999,
    images: [{ src: 'products/3-1.svg', alt: 'The pour-over set in sand' }],
  },
];
/** Product "3" with the options above and its variants edited by `edit`. */
const edited = (edit: (v: Row[]) => void, fields: Row = {}) => {
  const list = variants();
  edit(list);
  return withProduct3({ options, variants: list, ...fields });
};

describe('a product with options and variants', () => {
  it('loads, its listing price, originalPrice and stock following from the variants', () => {
    const product = loadCatalogue(withProduct3({ options, variants: variants() })).products[2]!;
    // The cheapest variant in stock is the green 4 cups, at the product's $59.99.
    expect(product).toMatchObject({ price: 5999, inStock: true, options });
    expect(product).not.toHaveProperty('originalPrice');
    expect(product.variants?.map((v) => v.id)).toEqual(['pour-green-2', 'pour-green-4', 'pour-sand-4']);
    // Values in the order of the options, whatever order the file wrote them in.
    expect(Object.keys(product.variants![1]!.options)).toEqual(['Colour', 'Size']);
    expect(product.variants![0]).not.toHaveProperty('price');
    expect(product.variants![2]).toMatchObject({
      price: 6999,
      originalPrice: 7999,
      images: [
        { src: '/images/products/3-1.svg', alt: 'The pour-over set in sand', width: 800, height: 800 },
      ],
    });
  });

  it('lists the cheapest variant in stock, or the cheapest of all when none is, and is out of stock then', () => {
    const cheapSoldOut = loadCatalogue(
      edited((v) => Object.assign(v[0]!, { price: 2999, originalPrice: 3999 })),
    ).products[2]!;
    expect(cheapSoldOut).toMatchObject({ price: 5999, inStock: true });
    const noneInStock = loadCatalogue(
      edited((v) => {
        Object.assign(v[0]!, { price: 2999, originalPrice: 3999 });
        for (const variant of v) variant.inStock = false;
      }),
    ).products[2]!;
    expect(noneInStock).toMatchObject({ price: 2999, originalPrice: 3999, inStock: false });
    // The variants priced like the product in the file keep that price through the fallback.
    expect(noneInStock.variants![1]).toMatchObject({ price: 5999 });
    expect(noneInStock.variants![0]).not.toHaveProperty('price');
  });

  it.each([
    [
      'an unknown option',
      (v: Row[]) => ((v[0]!.options as Row).Fit = 'Loose'),
      'variants.0.options.Fit: "Fit" is not an option of this product (Colour, Size)',
    ],
    [
      'an unknown value',
      (v: Row[]) => ((v[1]!.options as Row).Colour = 'Blue'),
      'variants.1.options.Colour: "Blue" is not a value of Colour (Green, Sand)',
    ],
    [
      'a missing value',
      (v: Row[]) => delete (v[2]!.options as Row).Size,
      'variants.2.options: has no Size: each variant names one value of every option',
    ],
    [
      'a combination given twice',
      (v: Row[]) => ((v[2]!.options as Row).Colour = 'Green'),
      'variants.2.options: Colour Green, Size 4 cups is given twice (also variant "pour-green-4")',
    ],
    [
      'an id twice in the product',
      (v: Row[]) => (v[1]!.id = 'pour-green-2'),
      'variants.1.id: "pour-green-2" is a duplicate (also in this product)',
    ],
    [
      'an id unsafe in a URL',
      (v: Row[]) => (v[1]!.id = 'a b'),
      `variants.1.id: must be 1-64 letters, digits, '-' or '_'`,
    ],
    [
      'originalPrice not above price',
      (v: Row[]) => (v[2]!.originalPrice = 6999),
      'variants.2.originalPrice: must be above price',
    ],
    [
      'originalPrice without its own price',
      (v: Row[]) => delete v[2]!.price,
      "variants.2.originalPrice: needs the variant's own price",
    ],
    [
      'a price not in cents',
      (v: Row[]) => (v[2]!.price = 69.99),
      'variants.2.price: must be a whole number of cents',
    ],
    [
      'a missing image',
      (v: Row[]) => (v[2]!.images = [{ src: 'products/3-sand.svg', alt: 'Sand' }]),
      'variants.2.images.0: image file images/products/3-sand.svg does not exist',
    ],
    [
      'a stock that is not true or false',
      (v: Row[]) => delete v[0]!.inStock,
      'variants.0.inStock: must be true or false',
    ],
  ])('reports %s', (_, edit, message) => {
    expect(catalogueProblems(edited(edit))).toContain(`products.json: product "3", ${message}`);
  });

  it('reports a variant id another product uses', () => {
    const dir = withProduct3({ options, variants: variants() }, (products) =>
      Object.assign(products[3]!, {
        inStock: undefined,
        options: [{ name: 'Size', values: ['US 9'] }],
        variants: [{ id: 'pour-sand-4', options: { Size: 'US 9' }, inStock: true }],
      }),
    );
    expect(catalogueProblems(dir)).toContain(
      'products.json: product "4", variants.0.id: "pour-sand-4" is a duplicate (also in product "3")',
    );
  });

  it.each([
    [{ options }, 'variants: must be given with options: one for each combination on sale'],
    [{ variants: variants() }, 'options: must be given with variants: the choices they combine'],
    [
      { options, variants: variants(), inStock: true },
      'inStock: follows from the variants (in stock while any variant is): leave it out',
    ],
    [{}, 'inStock: must be true or false'],
    [
      { options: [{ name: 'Size', values: ['S', 'S'] }], variants: [] },
      'options.0.values: must not list a value twice',
    ],
    [{ options: [options[0], options[0]], variants: variants() }, 'options: must not name an option twice'],
  ])('reports a product whose options and variants do not go together: %j', (fields, message) => {
    expect(catalogueProblems(withProduct3(fields))).toContain(`products.json: product "3", ${message}`);
  });
});
