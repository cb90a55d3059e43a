import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type UserConfig } from 'vite';
import { backendAliases, backendDefine } from './scripts/backend.mjs';
import { bootMachineryDefine } from './scripts/boot-machinery.mjs';
import { codeSplitting, entryChunksMayExportMore, loadedByEveryPage } from './scripts/chunk-groups.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { linkableAddresses } from './src/app/prerender-paths.ts';
import { cataloguePlugin } from './src/catalogue-source/catalogue-plugin.ts';
import { catalogueDir, catalogueIds } from './src/catalogue-source/load-catalogue.ts';
import { contentPlugin } from './src/content-source/content-plugin.ts';
import { lookPlugin } from './src/look-source/look-plugin.ts';
import { buildMarket, firstMarketOnly, textDirection } from './src/market-source/load-markets.ts';
import { buildLocale } from './src/messages-source/load-messages.ts';
import { messagesPlugin } from './src/messages-source/messages-plugin.ts';

// A shop owner's own store configuration, chosen without editing src/config/shop.ts (the default):
// LUMINA_SHOP_CONFIG=path/to/my-shop.ts npm run build. The module has shop.ts's exports; every
// import of '@/config/shop' gets it instead, and its `look` makes the CSS (README "Your own brand").
const shopConfig = process.env.LUMINA_SHOP_CONFIG;

export default defineConfig(({ isPreview }): UserConfig => {
  // The market this build sells in (scripts/build.mjs builds each market in turn).
  const market = buildMarket();
  return {
    // React Router prerenders through a preview server, whose config is resolved as for a dev
    // server: its child compiler then watched the whole project, and lstat'ed every page the
    // prerender wrote, the more the more pages there were (2,000 products: most of a 5-minute
    // build). A preview has nothing to watch.
    ...(isPreview ? { server: { watch: null } } : {}),
    plugins: [
      // Prices in the market's currency (its conversion from the catalogue's), written into its data.
      cataloguePlugin({ prices: market.prices, dataPrefix: market.pathPrefix }),
      contentPlugin({ shop: () => linkableAddresses(catalogueIds()), linkPrefix: market.pathPrefix }),
      // The configuration's look: app.css's tokens (before Tailwind reads it) and virtual:lumina-look.
      lookPlugin({ configFile: shopConfig, catalogueDir: catalogueDir(), locale: buildLocale() }),
      // The words of the build's locale, one module an area (messages/, docs/how-to/translate-the-shop.md).
      messagesPlugin({ locale: buildLocale() }),
      tailwindcss(),
      reactRouter(),
      entryChunksMayExportMore(),
      // Each chunk compiled whole as it loads, not function by function when first called.
      compileHints(),
    ],
    // LUMINA_BOOT_MACHINERY=off: no early-event capture or replay in the app (scripts/boot-machinery.mjs).
    define: {
      ...bootMachineryDefine(),
      __LUMINA_MARKET__: JSON.stringify(market.id),
      __LUMINA_TEXT_DIRECTION__: JSON.stringify(textDirection(buildLocale())),
      __LUMINA_FIRST_MARKET_ONLY__: JSON.stringify(firstMarketOnly()),
      // LUMINA_BACKEND=vendure: the Shop API's address (scripts/backend.mjs).
      ...backendDefine(),
    },
    resolve: {
      tsconfigPaths: true,
      alias: [
        ...(shopConfig ? [{ find: /^@\/config\/shop$/, replacement: path.resolve(shopConfig) }] : []),
        // LUMINA_BACKEND=vendure: the services' Vendure implementations (scripts/backend.mjs).
        ...backendAliases(),
      ],
    },
    // The prerender's own build is minified too: code it writes into every page (the early-events
    // capture, src/boot/early-events.ts) is then ~1.5 KiB smaller, ~0.4 KiB gzip of each page's HTML.
    environments: { ssr: { build: { minify: true } } },
    build: {
      // Read by scripts/route-assets.mjs once the build is done, then removed.
      manifest: true,
      // Every asset gets a content hash; the server sends them with a one-year immutable cache.
      assetsInlineLimit: 0,
      // React Router preloads each route's modules itself. Vite's helper does the same for the parts a
      // page loads on demand (the checkout's form, the account, the mobile menu, the filters): their
      // chunk and its imports start together, not one round trip after another. About 0.6 KiB gzip
      // a page (docs/decisions/0022-on-demand-parts-in-one-round-trip.md).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps) => deps.filter((dep) => !loadedByEveryPage(dep)),
      },
      // Fewer, larger chunks for what every page loads and what page families share (scripts/chunk-groups.mjs).
      rolldownOptions: { output: { codeSplitting: codeSplitting() } },
    },
  };
});
