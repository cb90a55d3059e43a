// `npm run build`: one `react-router build` a market of the shop configuration (the first at the
// root, every other under its path prefix, each with its own words, content and prices), merged
// into one build (scripts/market-builds.mjs), then the postbuild steps (scripts/postbuild.mjs). A
// script rather than `react-router build && node scripts/postbuild.mjs`, so that
// `npm run build -- --help` answers before anything is built (npm appends the arguments to the
// line's last command).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { backendOrigins, buildBackend } from './backend.mjs';
import { command, fail } from './cli.mjs';
import { loadShopMarkets, marketBuildEnv, mergeMarketBuild } from './market-builds.mjs';
import { writeApiOrigins } from './security-headers.mjs';

const spec = {
  name: 'npm run build',
  summary:
    'Builds the shop: every route of every market prerendered into build/ (or LUMINA_BUILD_DIR), checked and completed.',
  env: {
    LUMINA_CATALOGUE: 'the catalogue folder to build from (default catalogue/demo)',
    LUMINA_CONTENT:
      "the folder of page texts to build from (default content; other markets' in <folder>/<locale>)",
    LUMINA_SHOP_CONFIG: "a module with src/config/shop.ts's exports, for another shop",
    LUMINA_BUILD_DIR: 'where the build goes (default build)',
    LUMINA_BOOT_MACHINERY: 'off: the shop without its speed machinery (default on)',
    LUMINA_IMAGE_CACHE: 'where processed photographs are kept between builds',
    LUMINA_BACKEND:
      'local (default: simulated sign-in and checkout) or vendure (catalogue, accounts and orders from a Vendure server)',
    VENDURE_SHOP_API:
      "with LUMINA_BACKEND=vendure, the server's Shop API (default http://127.0.0.1:3100/shop-api)",
  },
};
command(spec);

const buildDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build');

/** Runs one step; a failed step leaves no build behind (nor a market's half-merged one). */
function run(program, args, env) {
  const result = spawnSync(program, args, { stdio: 'inherit', env });
  if (result.status === 0) return;
  rmSync(buildDir, { recursive: true, force: true });
  if (env.LUMINA_BUILD_DIR !== buildDir) rmSync(env.LUMINA_BUILD_DIR, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}
let backend;
try {
  backend = buildBackend();
} catch (error) {
  fail(spec, error.message, 1);
}
// On Vendure, the catalogue is the server's, read into a catalogue folder first (scripts/vendure-catalogue.mjs).
const backendEnv =
  backend === 'vendure' ? { LUMINA_CATALOGUE: path.resolve('.tmp', 'vendure-catalogue') } : {};
if (backend === 'vendure')
  run(process.execPath, ['scripts/vendure-catalogue.mjs', '--out', backendEnv.LUMINA_CATALOGUE], process.env);
// On Vendure, the first market alone (src/market-source/load-markets.ts, firstMarketOnly).
const markets = await loadShopMarkets();
for (const [index, market] of markets.entries()) {
  const env = { ...marketBuildEnv(market, index, buildDir), ...backendEnv };
  if (markets.length > 1)
    console.log(
      `build: market "${market.id}" (${market.locale}, ${market.money.currency}) at ${market.pathPrefix || '/'}`,
    );
  run('npx', ['react-router', 'build'], env);
  if (index > 0) mergeMarketBuild(market, env.LUMINA_BUILD_DIR, buildDir);
}
writeApiOrigins(path.join(buildDir, 'client'), backendOrigins());
run(process.execPath, ['scripts/postbuild.mjs'], {
  ...marketBuildEnv(markets[0], 0, buildDir),
  ...backendEnv,
});
