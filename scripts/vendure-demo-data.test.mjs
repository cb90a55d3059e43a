import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, test } from 'vitest';
import { csvColumns, initialData, productsCsv, startingStock } from '../vendure/demo-data.mjs';
import { catalogueRecords } from './catalogue-import/vendure.mjs';

const demo = (file) => JSON.parse(readFileSync(`catalogue/demo/${file}`, 'utf8'));
const products = demo('products.json');
const categories = demo('categories.json');
const money = {
  shippingFeeCents: 999,
  expressShippingCents: 999,
  nextDayShippingCents: 1999,
  taxRateBasisPoints: 800,
};

describe("the demo catalogue as Vendure's import takes it", () => {
  const rows = parse(productsCsv(products), { columns: true });

  test('one row a variant, the SKU the variant id, a product without options one row of its own id', () => {
    const variants = products.reduce((n, p) => n + (p.variants?.length ?? 1), 0);
    expect(rows).toHaveLength(variants);
    expect(Object.keys(rows[0])).toEqual(csvColumns);
    expect(rows.map((r) => r.sku)).toContain('2-oat-m');
    expect(rows.find((r) => r.sku === '5')).toMatchObject({ name: 'The Quiet Atlas', price: '38.99' });
  });

  test('prices in whole units, stock from inStock, the extra fields as custom fields', () => {
    const first = rows[0];
    expect(first).toMatchObject({ sku: '1-black', price: '249.99', stockOnHand: String(startingStock) });
    expect(first['product:brand']).toBe('Aurora Audio');
    expect(first['product:originalPrice']).toBe('29999');
    expect(JSON.parse(first['product:specifications'])).toEqual(products[0].specifications);
    expect(rows.find((r) => r.sku === '12')?.stockOnHand).toBe('0');
    // A variant row carries no product columns: Vendure reads it as the product above's.
    expect(rows[1]).toMatchObject({ name: '', sku: '1-sand', optionValues: 'Sand' });
  });

  test('quotes what holds commas, quotes or line breaks', () => {
    const csv = productsCsv([{ ...products[2], name: 'Mug, "big"\nset' }]);
    expect(parse(csv, { columns: true })[0].name).toBe('Mug, "big"\nset');
  });

  test('initial data: the tax rate, the three delivery methods, the test payment, a collection a category', () => {
    const data = initialData(categories, money);
    expect(data.taxRates).toEqual([{ name: 'standard', percentage: 8 }]);
    expect(data.shippingMethods.map((m) => [m.name, m.price])).toEqual([
      ['Standard', 999],
      ['Express', 999],
      ['Next-Day', 1999],
    ]);
    expect(data.paymentMethods[0].handler.code).toBe('dummy-payment-handler');
    expect(data.collections.map((c) => c.slug)).toEqual(categories.map((c) => c.id));
  });
});

describe("a Vendure shop's catalogue read back as catalogue records", () => {
  const asset = (id, name) => ({ id, name, source: `http://vendure.test/assets/${name}` });
  const read = {
    collections: [
      {
        slug: 'books',
        name: 'Books',
        description: '',
        featuredAsset: asset('9', 'b.svg'),
        customFields: { icon: 'BookOpen' },
      },
    ],
    products: [
      {
        id: '7',
        name: 'Atlas',
        description: '<p>A book.</p>',
        assets: [asset('1', 'atlas 1.png')],
        facetValues: [{ code: 'books', facet: { code: 'category' } }],
        optionGroups: [],
        customFields: {
          brand: null,
          originalPrice: 5000,
          rating: 4,
          reviewCount: 2,
          specifications: 'not json',
          imageAlts: '["The atlas"]',
        },
        variants: [
          { sku: 'A-1', price: 3899, stockLevel: 'OUT_OF_STOCK', options: [], assets: [], customFields: {} },
        ],
      },
    ],
  };

  test('fields mapped, a missing brand the shop, bad JSON left out, HTML taken out, stock from the level', () => {
    const {
      categories,
      products: [atlas],
      images,
    } = catalogueRecords(read, { shop: 'My Shop' });
    expect(categories).toEqual([
      {
        id: 'books',
        name: 'Books',
        description: 'Books',
        image: { src: 'categories/9-b.svg', alt: 'Books' },
        icon: 'BookOpen',
      },
    ]);
    expect(atlas).toEqual({
      id: '7',
      name: 'Atlas',
      brand: 'My Shop',
      category: 'books',
      price: 3899,
      originalPrice: 5000,
      rating: 4,
      reviewCount: 2,
      description: 'A book.',
      images: [{ src: 'products/1-atlas-1.png', alt: 'The atlas' }],
      specifications: {},
      inStock: false,
    });
    expect(images.get('products/1-atlas-1.png')).toBe('http://vendure.test/assets/atlas 1.png');
  });
});
