import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/prerender-paths.ts';
import { CatalogueError, loadCatalogue } from './src/catalogue-source/load-catalogue.ts';

/** The catalogue is validated before anything is built: a bad one stops here, every problem listed. */
function productIds(): string[] {
  try {
    return loadCatalogue().products.map((product) => product.id);
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const ids = productIds();

export default {
  appDirectory: 'src/app',
  buildDirectory: process.env.LUMINA_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: () => prerenderPaths(ids),
  // Off: a route's client loader stays in its route module. Split out, React Router waits a task
  // (a timer) before it loads such a route on a move, and the old page is rendered and painted
  // again meanwhile (docs/decisions/0019-instant-navigation.md, "One render a move").
  splitRouteModules: false,
} satisfies Config;
