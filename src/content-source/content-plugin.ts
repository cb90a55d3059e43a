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
}

export function contentPlugin({ dir = contentDir(), shop }: ContentPluginOptions): Plugin {
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
      return `export const pages = /*#__PURE__*/ Object.freeze(JSON.parse(${JSON.stringify(JSON.stringify(current()))}));`;
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
