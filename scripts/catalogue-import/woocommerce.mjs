// A WooCommerce product export (Products > Export): one row a product. A variable product's
// variations follow as rows of their own, Type "variation", naming it in Parent ("id:12" or its
// SKU) and setting one value of each attribute it varies by. Grouped and external products are
// skipped: the shop sells neither.
import { lastStep, plainText } from './values.mjs';

/** The export's products as the import's records (catalogue-records.mjs), in the export's order. */
export function wooProducts(rows, headers, problems) {
  const attributes = headers.flatMap((h) => /^Attribute (\d+) name$/.exec(h)?.[1] ?? []);
  const attributesOf = (row) =>
    attributes
      .map((n) => ({
        name: row.cell(`Attribute ${n} name`),
        column: `Attribute ${n} value(s)`,
        values: row.cell(`Attribute ${n} value(s)`),
      }))
      .filter((a) => a.name);
  const products = [];
  const skipped = [];
  const parents = new Map();
  for (const row of rows) {
    const type = row.cell('Type');
    if (/\bvariation\b/.test(type)) continue;
    const name = row.cell('Name');
    if (!/\b(simple|variable)\b/.test(type)) {
      skipped.push(`${name || `row ${row.number}`} (${type || 'no type'})`);
      continue;
    }
    if (row.cell('Published') !== '' && row.cell('Published') !== '1') {
      skipped.push(`${name} (${row.cell('Published') === '-1' ? 'draft' : 'private'})`);
      continue;
    }
    if (!name) problems.add(row.number, 'Name', '', 'is empty: every product has a name');
    const record = {
      row: row.number,
      handle: name || `row-${row.number}`,
      name,
      brand: row.cell('Brands').split(',')[0].trim(),
      category: lastStep(splitList(row.cell('Categories'))[0] ?? ''),
      description: plainText(row.cell('Description')) || plainText(row.cell('Short description')),
      images: images(row, name),
      specifications: {},
      attributes: attributesOf(row),
    };
    if (/\bvariable\b/.test(type)) {
      record.variants = [];
      if (row.cell('ID')) parents.set(`id:${row.cell('ID')}`, record);
      if (row.cell('SKU')) parents.set(row.cell('SKU'), record);
    } else {
      Object.assign(record, offer(row, problems), { inStock: inStock(row, problems) });
    }
    products.push(record);
  }
  for (const row of rows.filter((r) => /\bvariation\b/.test(r.cell('Type')))) {
    const parent = parents.get(row.cell('Parent'));
    if (!parent) {
      problems.add(row.number, 'Parent', row.cell('Parent'), 'is not a variable product of this export');
      continue;
    }
    if (row.cell('Published') === '0' || row.cell('Published') === '-1') continue;
    parent.variants.push(variation(row, attributesOf(row), parent, problems));
  }
  return { products: products.map(finished), skipped };
}

function variation(row, attributes, parent, problems) {
  const options = {};
  for (const attribute of attributes) {
    if (attribute.values) options[attribute.name] = attribute.values;
    else
      problems.add(
        row.number,
        attribute.column,
        '',
        `is empty: a variation sold in any ${attribute.name} is not imported, give each one its value`,
      );
  }
  const [image] = images(row, `${parent.name}, ${Object.values(options).join(', ')}`);
  return {
    row: row.number,
    sku: row.cell('SKU'),
    skuColumn: 'SKU',
    optionColumn: attributes[0]?.column ?? 'Attribute 1 value(s)',
    options,
    ...offer(row, problems),
    inStock: inStock(row, problems),
    image,
  };
}

/**
 * A variable product's options: the attributes its variations set, their values in the product's
 * order (then any value only a variation names); its other attributes are specifications.
 */
function finished({ attributes, ...record }) {
  const used = new Set(record.variants?.flatMap((v) => Object.keys(v.options)) ?? []);
  const options = attributes
    .filter((a) => used.has(a.name))
    .map((a) => ({
      name: a.name,
      values: [
        ...new Set([
          ...splitList(a.values),
          ...record.variants.map((v) => v.options[a.name]).filter(Boolean),
        ]),
      ],
    }));
  const specifications = Object.fromEntries(
    attributes
      .filter((a) => !used.has(a.name) && a.values)
      .map((a) => [a.name, splitList(a.values).join(', ')]),
  );
  return { ...record, specifications, ...(record.variants ? { options } : {}) };
}

/** Regular price, and the sale price when it is lower: the product is then on sale. */
function offer(row, problems) {
  const regular = problems.price(row.number, 'Regular price', row.cell('Regular price'));
  const sale = problems.price(row.number, 'Sale price', row.cell('Sale price'));
  if (regular === undefined && !row.cell('Regular price'))
    problems.add(row.number, 'Regular price', '', 'is not a price: every product or variation has one');
  if (sale !== undefined && regular !== undefined && sale < regular)
    return { price: sale, originalPrice: regular };
  return { price: regular, originalPrice: undefined };
}

/** "In stock?" (1, 0 or backorder), else the stock count when one is given. */
function inStock(row, problems) {
  const flag = row.cell('In stock?').toLowerCase();
  const count = problems.stock(row.number, 'Stock', row.cell('Stock'));
  if (flag === '1' || flag === 'backorder') return true;
  if (flag === '0') return false;
  if (flag !== '') problems.add(row.number, 'In stock?', row.cell('In stock?'), 'is not 1, 0 or backorder');
  return count === undefined || count > 0;
}

function images(row, alt) {
  return splitList(row.cell('Images')).map((src, i) => ({
    row: row.number,
    column: 'Images',
    src,
    alt: i === 0 ? alt : `${alt}, picture ${i + 1}`,
  }));
}

/** A comma-separated cell's entries; WooCommerce writes a comma inside an entry as "\,". */
function splitList(cell) {
  return cell
    .split(/(?<!\\),/)
    .map((entry) => entry.replaceAll('\\,', ',').trim())
    .filter(Boolean);
}
