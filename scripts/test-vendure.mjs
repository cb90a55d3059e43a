// `npm run test:vendure`: the shop selling for real. Starts a fresh Vendure server (vendure/,
// installed there on the first run; port 3101 and its own data in .tmp/, so a server of
// `npm run vendure` can keep running), builds the shop with LUMINA_BACKEND=vendure against it into
// build-vendure/, and runs the journeys of tests/vendure/ in Chromium, which read each order back
// through the Admin API. Prints what the server cost: install, start and import time, memory.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { command } from './cli.mjs';
import { ensureTestChrome } from './find-chrome.mjs';
import { treeRss } from './process-memory.mjs';
import { runStep } from './run-step.mjs';
import { toolEnv } from './tool-env.mjs';

const PORT = 3101;
const DATA_DIR = path.resolve('.tmp/vendure-test-data');
export const VENDURE_RESULTS = '.tmp/playwright-vendure-results.json';
const apis = {
  VENDURE_SHOP_API: `http://127.0.0.1:${PORT}/shop-api`,
  VENDURE_ADMIN_API: `http://127.0.0.1:${PORT}/admin-api`,
  // Where the journeys read the password-reset e-mails (vendure/reset-mail-plugin.mjs).
  VENDURE_MAIL_DIR: path.join(DATA_DIR, 'mail'),
};

/** Starts the server; resolves once it says it is ready, with the process and how long it took. */
function startVendure() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  const started = Date.now();
  const server = spawn(process.execPath, ['scripts/vendure.mjs'], {
    env: {
      ...process.env,
      VENDURE_PORT: String(PORT),
      VENDURE_DATA_DIR: DATA_DIR,
      // The reset e-mails' links open the build the journeys test (playwright.config.ts's port).
      LUMINA_STOREFRONT_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      if (output === null) return;
      output += chunk;
      if (/^Installing/m.test(chunk)) process.stdout.write(chunk);
      const ready = /^Vendure ready in .*$/m.exec(output);
      if (ready) {
        process.stdout.write(`${ready[0]}\n`);
        output = null;
        resolve({ server, seconds: (Date.now() - started) / 1000 });
      }
    });
    server.on('exit', (code) =>
      reject(new Error(`the Vendure server stopped (${code}):\n${(output ?? '').slice(-3000)}`)),
    );
  });
}

/** Installs the server's packages where they are missing; false (and why, printed) when that fails. */
function installVendure() {
  if (existsSync('vendure/node_modules/@vendure/core')) return true;
  const started = Date.now();
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: 'vendure',
    stdio: 'inherit',
  });
  if (install.status === 0) {
    console.log(
      `vendure: installed into vendure/node_modules in ${Math.round((Date.now() - started) / 1000)} s`,
    );
    return true;
  }
  console.log('vendure: skipped, `npm ci` in vendure/ failed (is the npm registry reachable?)');
  return false;
}

export async function runVendureSuite(chrome) {
  console.log('\n=== a Vendure server for the shop to sell on (vendure/, port 3101) ===');
  if (!installVendure()) return 0;
  const { server, seconds } = await startVendure();
  const memory = (treeRss(server.pid) / 2 ** 20).toFixed(0);
  console.log(
    `vendure: ready ${seconds.toFixed(1)} s after the start (install and import included), ${memory} MiB`,
  );
  const env = toolEnv({ ...apis, LUMINA_BACKEND: 'vendure', LUMINA_BUILD_DIR: 'build-vendure' });
  try {
    const built = await runStep(
      'production build on Vendure (LUMINA_BACKEND=vendure)',
      'npm',
      ['run', 'build', '--silent'],
      env,
    );
    if (built !== 0) return built;
    return await runStep(
      'real orders on Vendure, checked through its Admin API (Playwright, Chromium)',
      'npx',
      ['playwright', 'test', '--config', 'playwright.vendure.config.ts'],
      { ...env, CHROME_PATH: chrome },
    );
  } finally {
    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await stopped;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  command({
    name: 'npm run test:vendure',
    summary:
      'Starts a fresh Vendure server, builds the shop on it (LUMINA_BACKEND=vendure) and checks real orders in Chromium through its Admin API.',
    env: {
      CHROME_PATH: 'the Chromium to test in (default the headless shell, else /usr/bin/chromium)',
      E2E_PORT: "the port the shop's server listens on (default 4173)",
    },
  });
  process.exit(await runVendureSuite(ensureTestChrome()));
}
