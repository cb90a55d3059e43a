/**
 * Starts the local Vendure server. On the first start (no database in vendure/.data/) it imports
 * the catalogue Lumina's shop is built from, through Vendure's own import, then sets what the
 * import cannot (seed-admin.mjs). The shop's figures come from the storefront's configuration,
 * read by scripts/vendure.mjs and passed in LUMINA_SEED (a JSON file).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrap, JobQueueService } from '@vendure/core';
import { populate } from '@vendure/core/cli/index.js';
import { dataDir, mailDir, port, superadmin, vendureConfig } from './config.mjs';
import { initialData, productsCsv } from './demo-data.mjs';
import { adminSession, seedAdmin } from './seed-admin.mjs';

// Vendure reports anonymous usage by default: a local shop sends nothing anywhere.
process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';
const started = performance.now();
const seed = JSON.parse(readFileSync(process.env.LUMINA_SEED, 'utf8'));
const readJson = (file) => JSON.parse(readFileSync(path.join(seed.catalogueDir, file), 'utf8'));
mkdirSync(dataDir, { recursive: true });
const fresh = !existsSync(path.join(dataDir, 'vendure.sqlite'));

const config = vendureConfig();
config.importExportOptions.importAssetsDir = path.join(seed.catalogueDir, 'images');
const app = await bootstrap(config);
await app.get(JobQueueService).start();

if (fresh) {
  const categories = readJson('categories.json');
  const csvFile = path.join(dataDir, 'products.csv');
  writeFileSync(csvFile, productsCsv(readJson('products.json')));
  await populate(() => Promise.resolve(app), initialData(categories, seed.money), csvFile);
  const call = await adminSession(`http://127.0.0.1:${port}/admin-api`, superadmin);
  await seedAdmin(call, { categories, money: seed.money, demoAccount: seed.demoAccount });
}

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Vendure ready in ${seconds} s${fresh ? ' (demo catalogue imported)' : ''}: ` +
    `Shop API http://127.0.0.1:${port}/shop-api, Admin API http://127.0.0.1:${port}/admin-api ` +
    `(${superadmin.identifier}); password-reset e-mails go to ${mailDir}`,
);
