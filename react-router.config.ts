import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/prerender-paths.ts';
import { CatalogError, loadCatalog } from './src/catalog-source/load-catalog.ts';

/** The catalogue is validated before anything is built: a bad one stops here, every problem listed. */
function productIds(): string[] {
  try {
    return loadCatalog().products.map((product) => product.id);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
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
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
