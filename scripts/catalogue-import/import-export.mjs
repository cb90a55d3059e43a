// An export file to a catalogue folder: read, check every row, and write the folder only when no
// row has a problem. The command line is scripts/catalogue-import.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueRecords, NO_PHOTO } from './catalogue-records.mjs';
import { dialectOf, readTable, unknownExport } from './csv-table.mjs';
import { shopifyProducts } from './shopify.mjs';
import { RowProblems } from './values.mjs';
import { wooProducts } from './woocommerce.mjs';
import { writeCatalogueFolder } from './write-folder.mjs';

/**
 * Imports `file` into the folder `out`. Returns, with nothing written, `{ unreadable }` (one line)
 * for a file that is no export it reads and `{ problems }` when rows are wrong; else `{ report }`:
 * the lines saying what was imported and what not.
 */
export function importExport(file, { out, shop }) {
  let table;
  try {
    table = readTable(readFileSync(file, 'utf8'));
  } catch (error) {
    return { unreadable: `${file} is not a readable CSV file (${error.message})` };
  }
  const dialect = dialectOf(table.headers);
  if (!dialect) return { unreadable: unknownExport(file) };
  const problems = new RowProblems();
  const { products: records, skipped } =
    dialect.name === 'woocommerce'
      ? wooProducts(table.rows, table.headers, problems)
      : shopifyProducts(table.rows, dialect.name, problems);
  const catalogue = catalogueRecords(records, { csvDir: path.dirname(file), shop }, problems);
  if (problems.list.length === 0 && catalogue.products.length === 0)
    return { unreadable: `${file} has no product on sale to import` };
  if (problems.list.length > 0) return { problems: problems.list };
  writeCatalogueFolder(out, catalogue);
  return { report: report(file, out, dialect, catalogue, skipped), catalogue };
}

const counted = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function report(file, out, dialect, catalogue, skipped) {
  const { products, categories, copies, urls, placeholders } = catalogue;
  const withOptions = products.filter((p) => p.variants);
  const variants = withOptions.reduce((n, p) => n + p.variants.length, 0);
  const lines = [
    `Imported ${counted(products.length, 'product')} (${withOptions.length} with options, ${counted(variants, 'variant')}) in ${counted(categories.length, 'category', 'categories')} from ${file} (${dialect.label}) into ${out}.`,
    `Copied ${counted(copies.size, 'image file')} into ${path.join(out, 'images', 'products')}.`,
  ];
  for (const [product, srcs] of urls)
    lines.push(`Kept as URLs (shown from their own server): product "${product}": ${srcs.join(' ')}`);
  if (placeholders.length > 0)
    lines.push(
      `Without a photograph, showing images/${NO_PHOTO}: ${placeholders.map((id) => `"${id}"`).join(', ')}.`,
    );
  if (skipped.length > 0) lines.push(`Skipped, not on sale: ${skipped.join(', ')}.`);
  return lines;
}
