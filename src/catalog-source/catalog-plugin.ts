/**
 * Vite plugin: the catalogue folder (LUMINA_CATALOG, else catalog/demo) becomes the module
 * `virtual:lumina-catalog` (categories, products, reviews) and its images are served under
 * /images/ in development and written into the client build. A bad catalogue stops the build
 * before anything is written, with every problem listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Catalog, catalogDir, loadCatalog } from './load-catalog.ts';

const MODULE_ID = 'virtual:lumina-catalog';
const RESOLVED_ID = `\0${MODULE_ID}`;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The module's source: plain JSON data, frozen so no page can change the shared catalogue. */
function moduleSource(catalog: Catalog): string {
  const frozen = (name: string, value: unknown) =>
    `export const ${name} = /*#__PURE__*/ Object.freeze(JSON.parse(${JSON.stringify(JSON.stringify(value))}));`;
  return [
    frozen('categories', catalog.categories),
    frozen('products', catalog.products),
    frozen('reviews', catalog.reviews),
  ].join('\n');
}

/** `images: false` for nested builds (the early search script's worker build) that must not write them. */
export function catalogPlugin({ dir = catalogDir(), images = true } = {}): Plugin {
  let catalog: Catalog | undefined;
  let publicDir = '';
  const current = () => (catalog ??= loadCatalog(dir));

  return {
    name: 'lumina-catalog',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    buildStart() {
      const loaded = current();
      const clashes = [...loaded.images.keys()].filter(
        (url) => publicDir && existsSync(path.join(publicDir, url)),
      );
      if (clashes.length > 0) {
        throw new Error(`Catalogue images clash with files in public/: ${clashes.join(', ')}`);
      }
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      return id === RESOLVED_ID ? moduleSource(current()) : undefined;
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        catalog = undefined;
        for (const env of Object.values(server.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED_ID);
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      });
      server.middlewares.use((req, res, next) => {
        const file = current().images.get(decodeURI((req.url ?? '').split('?')[0] ?? ''));
        if (!file) return next();
        res.setHeader(
          'Content-Type',
          CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        );
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      if (!images || this.environment.config.consumer !== 'client') return;
      for (const [url, file] of current().images) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
      }
    },
  };
}
