/**
 * Lumina's catalogue folder (catalogue/README.md) as Vendure's import takes it: the initial data
 * (countries, tax, shipping, the test payment method, one collection a category) and the products
 * CSV (one row a variant; the catalogue's variant id is the SKU). Pure: reads nothing itself.
 */
export const csvColumns = [
  'name',
  'slug',
  'description',
  'assets',
  'facets',
  'optionGroups',
  'optionValues',
  'sku',
  'price',
  'taxCategory',
  'stockOnHand',
  'trackInventory',
  'variantAssets',
  'variantFacets',
  'product:brand',
  'product:originalPrice',
  'product:rating',
  'product:reviewCount',
  'product:specifications',
  'product:imageAlts',
  'variant:originalPrice',
];

/** Stock a variant on sale starts with; out of stock is 0. */
export const startingStock = 100;

const quote = (value) => {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

const slugOf = (product) =>
  `${product.id}-${product.name}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/-+$/, '');

const major = (cents) => (cents / 100).toFixed(2);

/** The products CSV: a product's first variant on its own row, the others on rows without a name. */
export function productsCsv(products) {
  const rows = [csvColumns];
  for (const product of products) {
    const variants = product.variants ?? [{ id: product.id, options: {}, inStock: product.inStock }];
    const groups = (product.options ?? []).map((o) => o.name);
    variants.forEach((variant, index) => {
      const first = index === 0;
      const row = {
        optionValues: groups.map((g) => variant.options[g]).join('|'),
        sku: variant.id,
        price: major(variant.price ?? product.price),
        taxCategory: 'standard',
        stockOnHand: variant.inStock ? startingStock : 0,
        trackInventory: 'true',
        variantAssets: (variant.images ?? []).map((i) => i.src).join('|'),
        'variant:originalPrice': variant.originalPrice ?? '',
      };
      if (first)
        Object.assign(row, {
          name: product.name,
          slug: slugOf(product),
          description: product.description,
          assets: product.images.map((i) => i.src).join('|'),
          facets: `category:${product.category}`,
          optionGroups: groups.join('|'),
          'product:brand': product.brand,
          'product:originalPrice': product.originalPrice ?? '',
          'product:rating': product.rating,
          'product:reviewCount': product.reviewCount,
          'product:specifications': JSON.stringify(product.specifications),
          'product:imageAlts': JSON.stringify(product.images.map((i) => i.alt)),
        });
      rows.push(csvColumns.map((column) => row[column]));
    });
  }
  return rows.map((row) => row.map(quote).join(',')).join('\n') + '\n';
}

/** Countries, the tax rate, delivery methods, the test payment method and the categories. */
export function initialData(categories, money) {
  return {
    defaultLanguage: 'en',
    defaultZone: 'Americas',
    countries: [
      { name: 'United States', code: 'US', zone: 'Americas' },
      { name: 'Germany', code: 'DE', zone: 'Europe' },
    ],
    taxRates: [{ name: 'standard', percentage: money.taxRateBasisPoints / 100 }],
    // Standard's rule (free above the threshold) is set once the server runs: seed-admin.mjs.
    shippingMethods: [
      { name: 'Standard', price: money.shippingFeeCents, taxRate: 0 },
      { name: 'Express', price: money.expressShippingCents, taxRate: 0 },
      { name: 'Next-Day', price: money.nextDayShippingCents, taxRate: 0 },
    ],
    paymentMethods: [
      {
        name: 'Test payment',
        handler: { code: 'dummy-payment-handler', arguments: [{ name: 'automaticSettle', value: 'true' }] },
      },
    ],
    collections: categories.map((category) => ({
      name: category.name,
      slug: category.id,
      description: category.description,
      assetPaths: [category.image.src],
      filters: [{ code: 'facet-value-filter', args: { facetValueNames: [category.id], containsAny: false } }],
    })),
  };
}
