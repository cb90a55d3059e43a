// `npm run vendure`: a local Vendure server (vendure/) with the shop's catalogue, delivery and tax
// figures and demo account, Shop API and Admin API on port 3100. Its dependencies are installed into
// vendure/node_modules on the first run, apart from the storefront's. Data lives in vendure/.data/
// (delete the folder to import afresh). Environment: VENDURE_PORT, SUPERADMIN_USERNAME,
// SUPERADMIN_PASSWORD, LUMINA_CATALOGUE, LUMINA_SHOP_CONFIG, VENDURE_DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'vendure');
const dataDir = process.env.VENDURE_DATA_DIR ?? path.join(serverDir, '.data');

if (!existsSync(path.join(serverDir, 'node_modules', '@vendure', 'core'))) {
  console.log('Installing the Vendure server into vendure/node_modules (once)...');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const configFile = process.env.LUMINA_SHOP_CONFIG ?? 'src/config/shop.ts';
const { module: shopConfig } = await runnerImport(path.resolve(root, configFile));
const catalogueDir = path.resolve(root, process.env.LUMINA_CATALOGUE ?? 'catalogue/demo');
mkdirSync(dataDir, { recursive: true });
const seedFile = path.join(dataDir, 'seed.json');
writeFileSync(
  seedFile,
  JSON.stringify({ catalogueDir, money: shopConfig.money, demoAccount: shopConfig.shop.demoAccount }),
);

const server = spawn(process.execPath, ['start.mjs'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, LUMINA_SEED: seedFile, VENDURE_DATA_DIR: dataDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
