// A small static host for the prerendered build, with the rules a real host needs:
//  - /x is served from x/index.html (or x.html, or the file itself);
//  - unknown paths get the prerendered 404 page with status 404;
//  - text is compressed (brotli or gzip, computed once and cached);
//  - hashed assets (/assets/*) are cached for a year, HTML is revalidated;
//  - security headers (CSP, nosniff, referrer and permissions policies) on every response; the
//    hashes of each page's inline scripts are in the page itself, the origins of the catalogue's
//    image URLs in the build's image-origins.json (scripts/security-headers.mjs);
//  - GET and HEAD only, with the path as sent, never normalised; every other request is answered
//    by scripts/guarded-server.mjs, with the same headers.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createGuardedServer } from './guarded-server.mjs';
import { cacheControlFor, CACHE_REVALIDATE, DYNAMIC_PREFIXES } from './host-rules.mjs';
import { apiOrigins, imageOrigins, securityHeaders } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The Content-Type of a file, by its extension. */
export function contentType(file) {
  return TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/** Maps a URL path to a file inside root, or null. Never leaves root. */
export async function resolveFile(root, urlPath) {
  if (/%2f/i.test(urlPath)) return null; // an encoded slash is part of a name, which no file has
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // malformed percent-encoding: treat as unknown
  }
  // Only canonical paths map to files: no NUL, no backslash, no '.' or '..' segments, no dotfiles.
  // Anything else is unknown (404), so a path never resolves to a file of another route.
  if (
    !decoded.startsWith('/') ||
    decoded.includes('\0') ||
    decoded.includes('\\') ||
    decoded.includes('/.') ||
    path.posix.normalize(decoded) !== decoded
  )
    return null;
  const base = path.join(root, decoded);
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  const candidates = decoded.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, path.join(base, 'index.html'), `${base}.html`];
  for (const candidate of candidates) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * The folder of the market (its path prefix without '/') whose pages `pathname` is under, or ''
 * for the first market's: a market's folder holds its own app shell (scripts/market-builds.mjs).
 */
async function marketFolder(root, pathname) {
  const segment = /^\/([a-z0-9-]+)(?:\/|$)/.exec(pathname)?.[1];
  return segment && (await isFile(path.join(root, segment, '__spa-fallback.html'))) ? segment : '';
}

export function createStaticServer({ root, log = false }) {
  const absRoot = path.resolve(root);
  const cache = new Map();
  // The policy's img-src names the origins of the catalogue's image URLs, as the build wrote them.
  const headers = securityHeaders(imageOrigins(absRoot), apiOrigins(absRoot));

  async function load(file) {
    let entry = cache.get(file);
    if (!entry) {
      const body = await readFile(file);
      const ext = path.extname(file);
      entry = { body, ext, br: null, gz: null };
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        entry.gz = gzipSync(body, { level: 9 });
      }
      cache.set(file, entry);
    }
    return entry;
  }

  return createGuardedServer(headers, async (req, res, pathname) => {
    let file = await resolveFile(absRoot, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      // A path a dynamic route owns (an unknown product id) gets the SPA shell, which the client
      // renders as that route ('Product Not Found'); any other path gets the prerendered 404 page.
      // Either way the HTML matches what the client renders, so hydration never mismatches.
      // A market under a path prefix (/de/...) has its own shell and 404 page in its folder.
      const folder = await marketFolder(absRoot, pathname);
      const own = folder ? pathname.slice(folder.length + 1) : pathname;
      const dir = folder ? path.join(absRoot, folder) : absRoot;
      file = DYNAMIC_PREFIXES.some((prefix) => own.startsWith(prefix))
        ? path.join(dir, '__spa-fallback.html')
        : path.join(dir, '404', 'index.html');
      if (!(await isFile(file))) file = path.join(dir, '__spa-fallback.html');
    }
    const entry = await load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    const { 'Content-Security-Policy': csp, ...common } = headers;
    const out = {
      ...common,
      // The policy governs documents; sending it with every asset would add ~3 KB to each response.
      ...(entry.ext === '.html' ? { 'Content-Security-Policy': csp } : {}),
      'Content-Type': contentType(file),
      'Cache-Control': status === 200 ? cacheControlFor(pathname) : CACHE_REVALIDATE,
      Vary: 'Accept-Encoding',
    };
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      out['Content-Encoding'] = 'br';
    } else if (entry.gz && /\bgzip\b/.test(accept)) {
      body = entry.gz;
      out['Content-Encoding'] = 'gzip';
    }
    out['Content-Length'] = body.length;
    res.writeHead(status, out);
    res.end(req.method === 'HEAD' ? undefined : body);
    if (log) console.log(`${status} ${req.method} ${pathname}`);
  });
}
