// A Shopify product export, in either of the headers Shopify has written: the classic ones (Handle,
// Body (HTML), Variant Price, Image Src, ...) and the current ones (URL handle, Description, Price,
// Product image URL, ...). One product spans several rows sharing its handle: the first carries the
// product, each further row a variant, an extra image, or both.
import { isYes, lastStep, plainText } from './values.mjs';

const COLUMNS = {
  'shopify-classic': {
    handle: 'Handle',
    body: 'Body (HTML)',
    category: 'Product Category',
    published: 'Published',
    option: (n, part) => `Option${n} ${part === 'name' ? 'Name' : 'Value'}`,
    sku: 'Variant SKU',
    tracker: 'Variant Inventory Tracker',
    quantity: 'Variant Inventory Qty',
    policy: 'Variant Inventory Policy',
    price: 'Variant Price',
    compareAt: 'Variant Compare At Price',
    image: 'Image Src',
    position: 'Image Position',
    alt: 'Image Alt Text',
    variantImage: 'Variant Image',
  },
  shopify: {
    handle: 'URL handle',
    body: 'Description',
    category: 'Product category',
    published: 'Published on online store',
    option: (n, part) => `Option${n} ${part}`,
    sku: 'SKU',
    tracker: 'Inventory tracker',
    quantity: 'Inventory quantity',
    policy: 'Continue selling when out of stock',
    price: 'Price',
    compareAt: 'Compare-at price',
    image: 'Product image URL',
    position: 'Image position',
    alt: 'Image alt text',
    variantImage: 'Variant image URL',
  },
};

/** Shopify's name for a product without options: one option "Title", valued "Default Title". */
const NO_OPTIONS = 'Default Title';

/**
 * The export's products as the import's records (catalogue-records.mjs), in the export's order;
 * drafts, archived products and those hidden from the online store are listed in `skipped`.
 */
export function shopifyProducts(rows, dialect, problems) {
  const c = COLUMNS[dialect];
  const byHandle = new Map();
  for (const row of rows) {
    const handle = row.cell(c.handle);
    if (!handle) {
      problems.add(row.number, c.handle, '', 'is empty: every row names the product it belongs to');
      continue;
    }
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), row]);
  }
  const products = [];
  const skipped = [];
  for (const [handle, group] of byHandle) {
    const first = group[0];
    const status = first.cell('Status').toLowerCase();
    const published = first.cell(c.published);
    if ((status && status !== 'active') || (published && !isYes(published))) {
      skipped.push(`${handle} (${status && status !== 'active' ? status : 'not published'})`);
      continue;
    }
    products.push(product(handle, group, c, problems));
  }
  return { products, skipped };
}

function product(handle, group, c, problems) {
  const first = group[0];
  const name = first.cell('Title');
  if (!name) problems.add(first.number, 'Title', '', 'is empty: the first row of a product names it');
  const images = productImages(group, c, name);
  const optionNames = [1, 2, 3]
    .map((n) => ({ n, name: first.cell(c.option(n, 'name')) }))
    .filter((option) => option.name);
  const variantRows = group.filter(
    (row) => row.cell(c.price) || optionNames.some(({ n }) => row.cell(c.option(n, 'value'))),
  );
  const variants = variantRows.map((row) => variant(row, { name, optionNames, images }, c, problems));
  const record = {
    row: first.number,
    handle,
    name,
    brand: first.cell('Vendor'),
    category: first.cell('Type') || lastStep(first.cell(c.category)),
    description: plainText(first.cell(c.body)),
    images,
    specifications: {},
  };
  const simple =
    variants.length === 1 &&
    (optionNames.length === 0 || Object.values(variants[0].options).join() === NO_OPTIONS);
  if (variants.length === 0) {
    problems.add(first.number, c.price, '', 'is not a price: the product has no row with a price');
    return record;
  }
  if (simple) {
    const [{ price, originalPrice, inStock }] = variants;
    return { ...record, price, originalPrice, inStock };
  }
  const options = optionNames.map(({ name: option }) => ({
    name: option,
    values: [...new Set(variants.map((v) => v.options[option]).filter(Boolean))],
  }));
  return { ...record, options, variants };
}

function variant(row, { name: productName, optionNames, images }, c, problems) {
  const options = {};
  for (const { n, name } of optionNames) {
    const value = row.cell(c.option(n, 'value'));
    if (value) options[name] = value;
    else problems.add(row.number, c.option(n, 'value'), '', `is empty: each variant names its ${name}`);
  }
  const price = problems.price(row.number, c.price, row.cell(c.price));
  if (price === undefined && !row.cell(c.price))
    problems.add(row.number, c.price, '', 'is not a price: each variant has one');
  const compareAt = problems.price(row.number, c.compareAt, row.cell(c.compareAt));
  const quantity = problems.stock(row.number, c.quantity, row.cell(c.quantity));
  // Untracked stock never runs out, and "continue selling" sells on at nought.
  const continues = /^(continue|true|yes)$/i.test(row.cell(c.policy));
  const tracked = row.cell(c.tracker) !== '' || quantity !== undefined;
  const src = row.cell(c.variantImage);
  return {
    row: row.number,
    sku: row.cell(c.sku),
    skuColumn: c.sku,
    optionColumn: c.option(1, 'value'),
    options,
    price,
    // A compare-at price at or below the price is no sale (Shopify shows none either).
    originalPrice: price !== undefined && compareAt > price ? compareAt : undefined,
    inStock: !tracked || continues || (quantity ?? 0) > 0,
    image: src
      ? {
          row: row.number,
          column: c.variantImage,
          src,
          alt:
            images.find((image) => image.src === src)?.alt ??
            `${productName}, ${Object.values(options).join(', ')}`,
        }
      : undefined,
  };
}

/** The product's images in their positions (the rows' order where none is given), each once. */
function productImages(group, c, name) {
  const images = group
    .filter((row) => row.cell(c.image))
    .map((row, order) => ({
      row: row.number,
      column: c.image,
      src: row.cell(c.image),
      alt: row.cell(c.alt) || name,
      position: Number(row.cell(c.position)) || order + 1,
    }))
    .sort((a, b) => a.position - b.position);
  return images
    .filter((image, i) => images.findIndex((other) => other.src === image.src) === i)
    .map(({ row, column, src, alt }) => ({ row, column, src, alt }));
}
