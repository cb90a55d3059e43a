/**
 * Vite plugin: each area of the locale's message catalogue becomes the module
 * `virtual:lumina-messages/<area>`, one export a message (a string, or a function of its values).
 * A page's chunk then holds the messages it uses and no others, as text typed in its components
 * would; no page downloads another locale's words. A bad catalogue stops the build before anything
 * is written, with every problem listed.
 */
import type { Plugin } from 'vite';
import { areaModule, loadMessages, messagesDir, type CompiledCatalogue } from './load-messages.ts';

const PREFIX = 'virtual:lumina-messages/';
const RESOLVED = `\0${PREFIX}`;

interface MessagesPluginOptions {
  dir?: string;
  /** The locale whose words the build carries. */
  locale: string;
}

export function messagesPlugin({ dir = messagesDir(), locale }: MessagesPluginOptions): Plugin {
  let catalogue: CompiledCatalogue | undefined;
  const current = () => (catalogue ??= loadMessages(dir, locale));
  return {
    name: 'lumina-messages',
    buildStart() {
      current();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      const area = current().get(name);
      if (!area) this.error(`No message area "${name}" in ${dir} (${locale}).`);
      return areaModule(area);
    },
    configureServer(server) {
      server.watcher.add(dir);
      server.watcher.on('change', (file) => {
        if (!file.startsWith(dir)) return;
        catalogue = undefined;
        for (const env of Object.values(server.environments)) {
          for (const module of env.moduleGraph.idToModuleMap.values()) {
            if (module.id?.startsWith(RESOLVED)) env.moduleGraph.invalidateModule(module);
          }
        }
      });
    },
  };
}
