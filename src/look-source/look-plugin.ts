/**
 * Vite plugin: the store configuration's `look` (LUMINA_SHOP_CONFIG, else src/config/shop.ts),
 * checked (load-look.ts), becomes
 * - the tokens of app.css: its `@lumina-look;` line is replaced by the fonts' @font-face rules and
 *   the @theme block (look-css.ts) before Tailwind reads the file, so they are in the built CSS
 *   and nothing applies them at run time;
 * - the modules `virtual:lumina-look/logo`, `…/tagline` and `…/hero`, with every file as its URL
 *   and every text in the build's locale: the header's logo and the footer's tagline on every
 *   page, the hero only on the home page's, and the palette in none;
 * - the files beside the configuration (`./…`), written under /brand/ and served in development.
 * A bad look stops the build before anything is written, with every problem listed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import { checkLook, type LoadedLook } from './load-look.ts';
import { lookCss } from './look-css.ts';

/** The parts of the look the app's code reads, each its own module. */
const PARTS = ['logo', 'hero', 'tagline'] as const;
const MODULE_PREFIX = 'virtual:lumina-look/';
const RESOLVED_PREFIX = `\0${MODULE_PREFIX}`;
const RESOLVED_IDS = PARTS.map((part) => RESOLVED_PREFIX + part);
const MARKER = '@lumina-look;';

export interface LookPluginOptions {
  /** The store configuration module; src/config/shop.ts when not given. */
  configFile?: string;
  catalogueDir: string;
  /** The build's locale: the look's words are kept in it. */
  locale: string;
  /** The stylesheet holding `@lumina-look;`. */
  stylesheet?: string;
}

/** The look of a store configuration module, checked: a LookError lists every problem. */
export async function loadLook(
  configFile: string | undefined,
  {
    catalogueDir,
    publicDir = path.resolve('public'),
    locale,
  }: { catalogueDir: string; publicDir?: string; locale: string },
): Promise<LoadedLook> {
  const config = path.resolve(configFile ?? 'src/config/shop.ts');
  const { module } = await runnerImport<{ look?: unknown }>(config, { configFile: false, logLevel: 'error' });
  return checkLook(module.look, {
    configFile: path.relative(process.cwd(), config),
    publicDir,
    catalogueDir,
    locale,
  });
}

export function lookPlugin({
  configFile,
  catalogueDir,
  locale,
  stylesheet = 'src/app/app.css',
}: LookPluginOptions): Plugin {
  const config = path.resolve(configFile ?? 'src/config/shop.ts');
  const css = path.resolve(stylesheet);
  let publicDir = path.resolve('public');
  let loaded: Promise<LoadedLook> | undefined;
  const current = () => (loaded ??= loadLook(config, { publicDir, catalogueDir, locale }));

  return {
    name: 'lumina-look',
    enforce: 'pre',
    configResolved(resolved) {
      publicDir = resolved.publicDir;
    },
    async buildStart() {
      this.addWatchFile(config);
      await current();
    },
    resolveId(id) {
      return PARTS.some((part) => id === MODULE_PREFIX + part) ? `\0${id}` : undefined;
    },
    async load(id) {
      const part = PARTS.find((name) => id === RESOLVED_PREFIX + name);
      if (!part) return undefined;
      return `export const ${part} = ${JSON.stringify((await current()).look[part])};`;
    },
    async transform(code, id) {
      if (id.split('?')[0] !== css) return undefined;
      if (!code.includes(MARKER))
        this.error(`${stylesheet} must hold the line ${MARKER} (the look's tokens)`);
      return { code: code.replace(MARKER, lookCss((await current()).look)), map: null };
    },
    configureServer(server) {
      server.watcher.add(config);
      server.watcher.on('change', (file) => {
        if (file !== config) return;
        loaded = undefined;
        for (const env of Object.values(server.environments)) {
          for (const id of [...RESOLVED_IDS, css]) {
            const mod = env.moduleGraph.getModuleById(id);
            if (mod) env.moduleGraph.invalidateModule(mod);
          }
        }
      });
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0] ?? '';
        current().then(({ brandFiles }) => {
          const file = brandFiles.get(url);
          if (!file) return next();
          res.setHeader('Content-Type', file.endsWith('.svg') ? 'image/svg+xml' : 'font/woff2');
          res.end(readFileSync(file));
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [url, file] of (await current()).brandFiles) {
        this.emitFile({ type: 'asset', fileName: url.slice(1), source: readFileSync(file) });
      }
    },
  };
}
