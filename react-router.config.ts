import type { Config } from '@react-router/dev/config';
import { linkableAddresses, prerenderPaths } from './src/app/prerender-paths.ts';
import { CatalogueError, catalogueDir, loadCatalogue } from './src/catalogue-source/load-catalogue.ts';
import { ContentError, contentDir, loadContent } from './src/content-source/load-content.ts';
import { writeRouteAssets } from './scripts/route-assets.mjs';
import { LookError } from './src/look-source/load-look.ts';
import { loadLook } from './src/look-source/look-plugin.ts';
import { buildMarket } from './src/market-source/load-markets.ts';
import {
  buildLocale,
  loadMessages,
  MessagesError,
  messagesDir,
} from './src/messages-source/load-messages.ts';

/**
 * The catalogue, the page texts, the look and the message catalogues are validated before anything is built: a bad file
 * stops here, every problem listed (and no stack trace).
 */
async function productIds(): Promise<{ ids: string[]; basename: string }> {
  try {
    const market = buildMarket();
    const catalogue = loadCatalogue();
    loadContent(contentDir(), linkableAddresses(catalogue));
    await loadLook(process.env.LUMINA_SHOP_CONFIG, { catalogueDir: catalogueDir(), locale: buildLocale() });
    loadMessages(messagesDir(), buildLocale());
    return { ids: catalogue.products.map((product) => product.id), basename: `${market.pathPrefix}/` };
  } catch (error) {
    const known = [CatalogueError, ContentError, LookError, MessagesError];
    if (!known.some((kind) => error instanceof kind)) throw error;
    console.error((error as Error).message);
    process.exit(1);
  }
}

const { ids, basename } = await productIds();

export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.LUMINA_BUILD_DIR ?? 'build',
  ssr: false,
  // Each market is its own build under its path prefix (scripts/build.mjs): /de/ for /de/product/1.
  basename,
  prerender: () => prerenderPaths(ids),
  // Off: a route's client loader stays in its route module. Split out, React Router waits a task
  // (a timer) before it loads such a route on a move, and the old page is rendered and painted
  // again meanwhile (docs/decisions/0019-instant-navigation.md, "One render a move").
  splitRouteModules: false,
  // The shop's list of each route's files, for the prefetcher and the offline warm lists
  // (scripts/route-assets.mjs), from this build's route table and Vite's manifest.
  buildEnd: writeRouteAssets,
} satisfies Config;
