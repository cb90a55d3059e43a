// `npm run vendure`: a local Vendure server (vendure/) with the shop's catalogue, delivery and tax
// figures and demo account, Shop API and Admin API on port 3100. Its dependencies are installed into
// vendure/node_modules on the first run, apart from the storefront's. Data lives in vendure/.data/
// (delete the folder to import afresh).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';
import { command } from './cli.mjs';

command({
  name: 'npm run vendure',
  summary:
    "Starts a local Vendure server with the shop's catalogue, delivery and tax rules and demo account (Shop and Admin API on port 3100).",
  env: {
    VENDURE_PORT: 'the port (default 3100)',
    VENDURE_DATA_DIR:
      'where its database and assets live (default vendure/.data; delete it to import afresh)',
    SUPERADMIN_USERNAME: 'the superadmin (default superadmin)',
    SUPERADMIN_PASSWORD: "the superadmin's password (default superadmin)",
    LUMINA_CATALOGUE: 'the catalogue folder imported on the first start (default catalogue/demo)',
    LUMINA_SHOP_CONFIG: "a module with src/config/shop.ts's exports, for another shop's figures",
    LUMINA_STOREFRONT_URL:
      'the storefront the links of password-reset e-mails open (default http://localhost:3000)',
  },
});

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
