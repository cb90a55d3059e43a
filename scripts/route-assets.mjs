// The shop's own list of its routes and the files each one needs (`route-assets.json` beside a
// market's pages), written when React Router has built the client: the prefetcher reads it to fetch
// a page's modules and data before a tap (src/app/layout/route-assets.ts), the service worker's
// warm lists to know what the cart and checkout load (scripts/postbuild/offline-warm-list.mjs).
// Made from public sources only: the route table React Router hands react-router.config.ts's
// `buildEnd` (ids, parents, paths, files), Vite's build manifest (each file's chunk and the chunks
// it imports: https://vite.dev/guide/backend-integration) and each route file's exports, read with
// TypeScript's parser (`loader`, `clientLoader`).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The list's file name, under a market's path prefix. */
export const ROUTE_ASSETS = 'route-assets.json';

/** The names a module exports: `export function loader`, `export const a = …, { b } = …`, `export { c as d }`. */
export function exportedNames(source, fileName = 'route.tsx') {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names = new Set();
  const bindings = (name) => {
    if (ts.isIdentifier(name)) names.add(name.text);
    else for (const element of name.elements) if (!ts.isOmittedExpression(element)) bindings(element.name);
  };
  for (const statement of file.statements) {
    const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    if (exported && ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) bindings(declaration.name);
    else if (exported && (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement))) {
      if (statement.name) names.add(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause))
        for (const element of statement.exportClause.elements)
          if (!element.isTypeOnly) names.add(element.name.text);
    }
  }
  return names;
}

/**
 * The chunk `key` (of Vite's manifest) makes, under `publicPath`: its file, every chunk it imports
 * (at once or through another) and the styles they bring, where there are any.
 */
function chunkFiles(viteManifest, key, publicPath) {
  const seen = new Set();
  const walk = (name) => {
    for (const imported of viteManifest[name]?.imports ?? [])
      if (!seen.has(imported)) {
        seen.add(imported);
        walk(imported);
      }
  };
  walk(key);
  const css = [key, ...seen].flatMap((name) => viteManifest[name]?.css ?? []);
  return {
    module: `${publicPath}${viteManifest[key].file}`,
    imports: [...seen].map((imported) => `${publicPath}${viteManifest[imported].file}`),
    ...(css.length > 0 ? { css: [...new Set(css)].map((file) => `${publicPath}${file}`) } : {}),
  };
}

/**
 * Each route of `routes` (React Router's build manifest: id, parentId, path, index, caseSensitive,
 * file under `appDirectory`) with the module its client build made of it, the chunks that imports
 * and their styles (addresses under `publicPath`), and whether it has a `loader` and a
 * `clientLoader`. A route the client build has no module for (a resource route) is left out.
 * `entry`: the same for the client's entry (src/app/entry.client.tsx), which every page loads.
 */
export function routeAssets({ routes, viteManifest, appDirectory, rootDirectory, publicPath, readSource }) {
  const byFile = new Map();
  for (const [key, chunk] of Object.entries(viteManifest))
    if (chunk.isEntry && chunk.src) byFile.set(chunk.src.split('?')[0], key);
  const sourceOf = (file) => path.relative(rootDirectory, file).split(path.sep).join('/');
  const entryKey = byFile.get(sourceOf(path.join(appDirectory, 'entry.client.tsx')));
  const list = {};
  for (const route of Object.values(routes)) {
    const key = byFile.get(sourceOf(path.join(appDirectory, route.file)));
    if (!key) continue;
    const exported = exportedNames(readSource(path.join(appDirectory, route.file)), route.file);
    list[route.id] = {
      id: route.id,
      ...(route.parentId ? { parentId: route.parentId } : {}),
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      ...chunkFiles(viteManifest, key, publicPath),
      hasLoader: exported.has('loader'),
      hasClientLoader: exported.has('clientLoader'),
    };
  }
  return { ...(entryKey ? { entry: chunkFiles(viteManifest, entryKey, publicPath) } : {}), routes: list };
}

/**
 * react-router.config.ts's `buildEnd`: writes the list into the client build under the market's
 * path prefix (`basename`), and removes Vite's manifests (vite.config.ts asks for them; no page needs them).
 */
export function writeRouteAssets({ buildManifest, reactRouterConfig, viteConfig }) {
  const client = path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, 'client');
  const manifestDir = path.join(client, '.vite');
  const manifestFile = path.join(manifestDir, 'manifest.json');
  if (!existsSync(manifestFile))
    throw new Error(`route-assets: ${manifestFile} is missing: vite.config.ts must keep build.manifest on.`);
  const viteManifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const assets = routeAssets({
    routes: buildManifest.routes,
    viteManifest,
    appDirectory: path.resolve(viteConfig.root, reactRouterConfig.appDirectory),
    rootDirectory: viteConfig.root,
    publicPath: viteConfig.base,
    readSource: (file) => readFileSync(file, 'utf8'),
  });
  const folder = path.join(client, reactRouterConfig.basename);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, ROUTE_ASSETS), JSON.stringify(assets));
  for (const side of ['client', 'server'])
    rmSync(path.resolve(viteConfig.root, reactRouterConfig.buildDirectory, side, '.vite'), {
      recursive: true,
      force: true,
    });
}
