/**
 * Vite plugin: the content folder (LUMINA_CONTENT, else content/) becomes the module
 * `virtual:lumina-content`, every page's validated, rendered and sanitised text for the build-time
 * loaders (src/data/content-repository.ts). A bad file stops the build before anything is
 * written, with every problem listed.
 */
import type { Plugin } from 'vite';
import type { ContentPages } from './content-pages.ts';
import type { ShopAddresses } from './link-check.ts';
import { contentDir, loadContent } from './load-content.ts';

const MODULE_ID = 'virtual:lumina-content';
const RESOLVED_ID = `\0${MODULE_ID}`;

interface ContentPluginOptions {
  dir?: string;
  /** The addresses the pages may link to (read when the build starts). */
  shop: () => ShopAddresses;
  /**
   * The market's path prefix ('/de'), put before every link to the shop in the pages' HTML, so
   * that a link followed before the app runs stays in the market.
   */
  linkPrefix?: string;
}

/** `json` with `prefix` before each shop address of its HTML's links (`href="/faq"`, not `//`). */
export function prefixLinks(json: string, prefix: string): string {
  return prefix ? json.replace(/href=\\"\/(?!\/)/g, `href=\\"${prefix}/`) : json;
}

export function contentPlugin({ dir = contentDir(), shop, linkPrefix = '' }: ContentPluginOptions): Plugin {
  let pages: ContentPages | undefined;
  const current = () => (pages ??= loadContent(dir, shop()));
  return {
    name: 'lumina-content',
    buildStart() {
      current();
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const json = prefixLinks(JSON.stringify(current()), linkPrefix);
      return `export const pages = /*#__PURE__*/ Object.freeze(JSON.parse(${JSON.stringify(json)}));`;
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        pages = undefined;
        for (const env of Object.values(server.environments)) {
          const module = env.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) env.moduleGraph.invalidateModule(module);
        }
      });
    },
  };
}
