/**
 * Vite plugin: the catalogue folder (LUMINA_CATALOGUE, else catalogue/demo) becomes the module
 * `virtual:lumina-catalogue` (categories, products, reviews: for build-time loaders and on-demand
 * chunks), the products' shard files under /data/products/ (domain/product-shards.ts) and its
 * images under /images/ (raster ones through the image pipeline, catalogue-images.ts), served in
 * development and written into the client build, and the origins of its image URLs beside the
 * client build (build/image-origins.json, for the security policy). A bad catalogue or image stops the build before
 * anything is written, with every problem listed.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeImageOrigins } from '../../scripts/security-headers.mjs';
import { productShardCount, productShardFiles } from '../domain/product-shards.ts';
import { type CatalogueWithImages, withProcessedImages } from './catalogue-images.ts';
import type { PriceConversion } from '../domain/market-money.ts';
import { type Catalogue, catalogueDir, loadCatalogue } from './load-catalogue.ts';
import { inMarketPrices } from './market-prices.ts';

const MODULE_ID = 'virtual:lumina-catalogue';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** What the browser's code may know of the catalogue without loading it: the shard count. */
const CLIENT_ID = 'virtual:lumina-catalogue/client';
const RESOLVED_CLIENT_ID = `\0${CLIENT_ID}`;

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The module's source: plain JSON data, frozen so no page can change the shared catalogue. */
function moduleSource(catalogue: Catalogue): string {
  const frozen = (name: string, value: unknown) =>
    `export const ${name} = /*#__PURE__*/ Object.freeze(JSON.parse(${JSON.stringify(JSON.stringify(value))}));`;
  return [
    frozen('categories', catalogue.categories),
    frozen('products', catalogue.products),
    frozen('reviews', catalogue.reviews),
    frozen('synonyms', catalogue.synonyms),
  ].join('\n');
}

export function cataloguePlugin({
  dir = catalogueDir(),
  prices,
  dataPrefix = '',
}: {
  dir?: string;
  /** The market's prices, converted from the catalogue's. */
  prices?: PriceConversion | undefined;
  /** Where the market's product files go: its path prefix ('/de'), as its pages. */
  dataPrefix?: string;
} = {}): Plugin {
  let catalogue: Catalogue | undefined;
  let shards: Map<string, string> | undefined;
  let withImages: Promise<CatalogueWithImages> | undefined;
  let publicDir = '';
  const current = () => (catalogue ??= inMarketPrices(loadCatalogue(dir), prices));
  const currentShards = () => (shards ??= productShardFiles(current().products));
  const prepared = () => (withImages ??= withProcessedImages(current()));

  return {
    name: 'lumina-catalogue',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    async buildStart() {
      const started = Date.now();
      const { files, warnings, processed, cached } = await prepared();
      for (const warning of warnings) this.warn(`${warning} (${dir})`);
      if (processed > 0) {
        this.info(
          `${processed} image${processed === 1 ? '' : 's'} processed, ${cached} from the cache, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      const clashes = [...files.keys()].filter((url) => publicDir && existsSync(path.join(publicDir, url)));
      if (clashes.length > 0) {
        throw new Error(`Catalogue images clash with files in public/: ${clashes.join(', ')}`);
      }
    },
    resolveId(id) {
      if (id === MODULE_ID) return RESOLVED_ID;
      return id === CLIENT_ID ? RESOLVED_CLIENT_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) return prepared().then(({ catalogue: withImages }) => moduleSource(withImages));
      if (id === RESOLVED_CLIENT_ID) {
        return `export const productShardCount = ${productShardCount(current().products.length)};`;
      }
      return undefined;
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        catalogue = undefined;
        shards = undefined;
        withImages = undefined;
        for (const env of Object.values(server.environments)) {
          for (const id of [RESOLVED_ID, RESOLVED_CLIENT_ID]) {
            const mod = env.moduleGraph.getModuleById(id);
            if (mod) env.moduleGraph.invalidateModule(mod);
          }
        }
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        const shard = currentShards().get(url);
        if (shard !== undefined) {
          res.setHeader('Content-Type', 'application/json');
          res.end(shard);
          return;
        }
        if (!url.startsWith('/images/') && !url.startsWith('/assets/images/')) return next();
        prepared().then(({ files }) => {
          const file = files.get(decodeURI(url));
          if (!file) return next();
          res.setHeader(
            'Content-Type',
            CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
          );
          res.end(readFileSync(file));
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [url, file] of (await prepared()).files) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
      }
      for (const [url, json] of currentShards()) {
        this.emitFile({ type: 'asset', fileName: `${dataPrefix}${url}`.slice(1), source: json });
      }
    },
    writeBundle(options) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      writeImageOrigins(options.dir, current().imageOrigins);
    },
  };
}
