// Measures what each prerendered page loads: JS (the modules its HTML imports plus everything they
// import statically, which the browser fetches before hydrating) and CSS (stylesheet links), in gzip
// bytes, plus the HTML itself. Deterministic: bytes only. Chunks loaded later by import() are not
// counted: they are the lazy parts (dialogs, validators, below-the-fold sections).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipCache = new Map();
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

function listHtml(dir, root = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'assets') out.push(...listHtml(full, root));
    } else if (name === 'index.html') {
      const rel = path.relative(root, path.dirname(full));
      out.push({ route: `/${rel.split(path.sep).join('/')}`.replace(/\/$/, '') || '/', file: full });
    }
  }
  return out.sort((a, b) => a.route.localeCompare(b.route));
}

/** Asset URLs (e.g. /assets/x.js) referenced by an HTML page (React Router may append a `#` to a
 * stylesheet's URL; the fragment is dropped). */
export function pageAssets(html) {
  const js = new Set();
  const css = new Set();
  for (const m of html.matchAll(/["'(](\/assets\/[^"')\s]+\.js)["')]/g)) js.add(m[1]);
  for (const m of html.matchAll(/href="(\/assets\/[^"#]+\.css)(?:#[^"]*)?"/g)) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

/** Chunk URLs a chunk imports statically (`import ... from "./x.js"`, `import "./x.js"`,
 * `export ... from "./x.js"`), not through import(). */
export function staticImports(code) {
  const out = new Set();
  for (const m of code.matchAll(/\b(?:import|export)\s*(?:[^"'()=;]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g)) {
    out.add(m[1].slice(2));
  }
  return [...out];
}

/** The URLs plus every chunk they import statically, transitively. */
export function withStaticImports(clientDir, urls) {
  const seen = new Set();
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const code = readFileSync(path.join(clientDir, url), 'utf8');
    for (const name of staticImports(code)) visit(`${path.posix.dirname(url)}/${name}`);
  };
  urls.forEach(visit);
  return [...seen].sort();
}

/** Every script of the build, in gzip bytes: all the code a shopper could ever load. */
export function allJsGzip(clientDir) {
  const assets = path.join(clientDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  return scripts.reduce((sum, name) => sum + gzipBytes(path.join(assets, name)), 0);
}

/** The market folder a route is in ('de' for /de/cart, whose folder has its own app shell), else ''. */
export function marketOf(clientDir, route) {
  const segment = /^\/([a-z0-9-]+)/.exec(route)?.[1];
  return segment && existsSync(path.join(clientDir, segment, '__spa-fallback.html')) ? segment : '';
}

/** How many markets the build holds: the root's and one a folder with its own app shell. */
export function marketCount(clientDir) {
  return (
    1 +
    readdirSync(clientDir).filter((name) => existsSync(path.join(clientDir, name, '__spa-fallback.html')))
      .length
  );
}

export function bundleStats(clientDir) {
  const pages = listHtml(clientDir).map(({ route, file }) => {
    const html = readFileSync(file, 'utf8');
    const { js: referenced, css } = pageAssets(html);
    // A page whose assets are not found would measure 0 bytes and pass every budget.
    if (referenced.length === 0 || css.length === 0) {
      throw new Error(
        `${route}: found no ${css.length === 0 ? 'stylesheet' : 'script'} to measure in ${file}`,
      );
    }
    return { route, file, html, js: withStaticImports(clientDir, referenced), css };
  });
  // What every page of a market loads (its shell): each market is its own app (scripts/market-builds.mjs),
  // so a page's own JS is what it loads beyond its own market's shell.
  const commons = new Map();
  for (const p of pages) {
    p.market = marketOf(clientDir, p.route);
    const before = commons.get(p.market);
    commons.set(p.market, before ? new Set(p.js.filter((x) => before.has(x))) : new Set(p.js));
  }
  const size = (urls) => urls.reduce((sum, url) => sum + gzipBytes(path.join(clientDir, url)), 0);
  return pages.map((p) => ({
    route: p.route,
    market: p.market,
    jsGzip: size(p.js),
    ownJsGzip: size(p.js.filter((u) => !commons.get(p.market).has(u))),
    cssGzip: size(p.css),
    htmlGzip: gzipSync(Buffer.from(p.html), { level: 9 }).length,
    jsFiles: p.js.length,
  }));
}
