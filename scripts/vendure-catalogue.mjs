// `node scripts/vendure-catalogue.mjs --out DIR`: the Vendure shop's catalogue (VENDURE_SHOP_API,
// default the local server of `npm run vendure`) written as a catalogue folder, photographs
// included, which the build then reads like any other (scripts/build.mjs does this when
// LUMINA_BACKEND=vendure). Vendure keeps no reviews or search synonyms: those come from the local
// catalogue folder (LUMINA_CATALOGUE, default catalogue/demo), for the products Vendure has.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultShopApi, shopApiUrl } from './backend.mjs';
import { command, fail } from './cli.mjs';
import { catalogueRecords, readVendureCatalogue } from './catalogue-import/vendure.mjs';
import { writeCatalogueFolder } from './catalogue-import/write-folder.mjs';

const spec = {
  name: 'node scripts/vendure-catalogue.mjs',
  summary: "Writes a catalogue folder from a Vendure server's Shop API.",
  options: { out: { type: 'string', value: 'DIR', required: true, help: 'the catalogue folder to write' } },
  env: { VENDURE_SHOP_API: `the Shop API to read (default ${defaultShopApi})` },
};

const { values } = command(spec);
const shopApi = shopApiUrl();
const localDir = path.resolve(process.env.LUMINA_CATALOGUE ?? 'catalogue/demo');
const started = performance.now();
let read;
try {
  read = await readVendureCatalogue(shopApi);
} catch (error) {
  fail(
    spec,
    `cannot read the catalogue from ${shopApi} (${error.message}): is it running? npm run vendure`,
    1,
  );
}
const { categories, products, images } = catalogueRecords(read, { shop: 'Lumina' });
const ids = new Set(products.map((p) => p.id));
const localReviews = JSON.parse(readFileSync(path.join(localDir, 'reviews.json'), 'utf8'));
const reviews = localReviews.filter((r) => ids.has(r.productId));

const downloads = mkdtempSync(path.join(os.tmpdir(), 'lumina-vendure-images-'));
try {
  const copies = [];
  for (const [dest, url] of images) {
    const response = await fetch(url);
    if (!response.ok) fail(spec, `${url} answered ${response.status}`, 1);
    const file = path.join(downloads, dest.replaceAll('/', '__'));
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    copies.push([dest, file]);
  }
  for (const review of reviews)
    copies.push([review.userAvatar, path.join(localDir, 'images', review.userAvatar)]);
  writeCatalogueFolder(values.out, { categories, products, reviews, copies, placeholders: [] });
} finally {
  rmSync(downloads, { recursive: true, force: true });
}
const synonyms = path.join(localDir, 'synonyms.txt');
if (existsSync(synonyms)) writeFileSync(path.join(values.out, 'synonyms.txt'), readFileSync(synonyms));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `${shopApi}: ${products.length} products, ${categories.length} categories, ${images.size} images -> ${values.out} (${seconds} s)`,
);
