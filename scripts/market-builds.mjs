// A shop with several markets is built once a market (scripts/build.mjs): the first into the build
// folder, at the root; every other into a folder of its own with its path prefix as the router's
// basename, then merged in: its pages and data under the prefix, its code beside the first's in
// assets/ (names carry a content hash, so they never clash), its app shell as
// <prefix>/__spa-fallback.html for the hosts' unknown paths.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runnerImport } from 'vite';

// The environment as it came: loading the configuration below (a Vite module runner) sets
// NODE_ENV=development in this process, which the builds must not inherit.
const givenEnv = { ...process.env };

/**
 * The shop configuration's markets, checked (src/market-source/load-markets.ts), with each one's
 * message catalogue (src/messages-source/load-messages.ts); exits on a problem.
 */
export async function loadShopMarkets() {
  const { module } = await runnerImport(path.resolve('src/market-source/load-markets.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  const messages = await runnerImport(path.resolve('src/messages-source/load-messages.ts'), {
    configFile: false,
    logLevel: 'error',
  });
  try {
    const markets = await module.loadMarkets(process.env.LUMINA_SHOP_CONFIG);
    // Every market's words are checked before any market is built: a broken catalogue leaves no build.
    for (const market of markets) messages.module.loadMessages(messages.module.messagesDir(), market.locale);
    return markets;
  } catch (error) {
    if (error?.name !== 'MarketsError' && error?.name !== 'MessagesError') throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Where a market other than the first is built before it is merged. */
export function marketBuildDir(buildDir, market) {
  return path.join(path.dirname(buildDir), `${path.basename(buildDir)}-market-${market.id}`);
}

/** The environment of one market's `react-router build`. */
export function marketBuildEnv(market, index, buildDir) {
  const { id, pathPrefix, prices } = market;
  const env = {
    ...givenEnv,
    LUMINA_LOCALE: market.locale,
    // What the build's configuration needs of its market (src/market-source/load-markets.ts, buildMarket).
    LUMINA_MARKET_BUILD: JSON.stringify({ id, pathPrefix, prices }),
  };
  if (index === 0) return { ...env, LUMINA_BUILD_DIR: buildDir };
  const content = path.resolve(givenEnv.LUMINA_CONTENT || 'content');
  return {
    ...env,
    LUMINA_BUILD_DIR: marketBuildDir(buildDir, market),
    LUMINA_CONTENT: path.join(content, market.locale),
  };
}

/** Moves a market's build into the first's (see the top of this file) and removes what is left. */
export function mergeMarketBuild(market, from, buildDir) {
  const source = path.join(from, 'client');
  const client = path.join(buildDir, 'client');
  const prefix = market.pathPrefix.slice(1);
  rmSync(path.join(client, prefix), { recursive: true, force: true });
  renameSync(path.join(source, prefix), path.join(client, prefix));
  // Its shell: with no page at its root, React Router writes the fallback as index.html.
  renameSync(path.join(source, 'index.html'), path.join(client, prefix, '__spa-fallback.html'));
  for (const name of readdirSync(path.join(source, 'assets'))) {
    const target = path.join(client, 'assets', name);
    if (!existsSync(target)) renameSync(path.join(source, 'assets', name), target);
  }
  rmSync(from, { recursive: true, force: true });
}
