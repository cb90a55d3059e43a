// Security headers, the same on every host, and each page's own script policy.
//
// Every prerendered page carries its data in inline scripts that React Router writes (one per
// page, so one per product), so no single header can list them all: the header would grow with
// the catalogue until browsers refuse it (~262 KB in Chromium, about 4,800 products). Instead the
// build puts a <meta http-equiv="Content-Security-Policy"> first in each page's <head> that allows
// 'self' and the SHA-256 of that page's inline scripts, and the header, which is constant, leaves
// scripts to it. Both policies apply; a script must pass both, so only the page's hashed inline
// scripts and the shop's own files run. See docs/security.md.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A script element with a type other than JavaScript (JSON-LD, JSON data) is a data block: the
// browser never runs it, so it needs no hash. The one exception is the boot script held until the
// first paint (scripts/postbuild/defer-hydration.mjs), which then runs as a copy of itself.
const DATA_BLOCK =
  /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript|lumina\/after-first-paint)[^"'\s>]/i;
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The SHA-256 hashes (CSP source form) of the inline scripts a page runs, in page order. */
export function pageScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[2] ?? '';
    if (body.length === 0 || DATA_BLOCK.test(match[1] ?? '')) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*">/;

/**
 * The page with its script policy as the first element of <head> (before any script, or it would
 * not apply to it); an earlier policy from a previous run is replaced.
 */
export function withPagePolicy(html) {
  const bare = html.replace(POLICY_META, '');
  const policy = `script-src 'self' ${pageScriptHashes(bare).join(' ')}`.trim();
  return bare.replace(
    /<head(\s[^>]*)?>/,
    (head) => `${head}<meta http-equiv="Content-Security-Policy" content="${policy}">`,
  );
}

// The origins of the catalogue's images shown from their own server ("https://cdn.example"), as
// the build found them: written beside the client files (build/image-origins.json, `[]` for none)
// by the catalogue plugin, read by the static server and the hosts' header files.
const IMAGE_ORIGINS_FILE = 'image-origins.json';

/** Writes the build's image origins beside its client folder. */
export function writeImageOrigins(clientDir, origins) {
  writeFileSync(path.join(clientDir, '..', IMAGE_ORIGINS_FILE), `${JSON.stringify(origins)}\n`);
}

/** Reads one of the build's origin lists beside `clientDir`; none when there is no list. */
function readOrigins(clientDir, file, pattern, kind) {
  let text;
  try {
    text = readFileSync(path.join(clientDir, '..', file), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return [];
    throw error;
  }
  const origins = JSON.parse(text);
  const bad = origins.find((origin) => typeof origin !== 'string' || !pattern.test(origin));
  if (bad !== undefined) throw new Error(`${file}: ${JSON.stringify(bad)} is not ${kind}`);
  return origins;
}

/** The image origins of the build whose client folder is `clientDir`; none when it lists none. */
export function imageOrigins(clientDir) {
  return readOrigins(clientDir, IMAGE_ORIGINS_FILE, /^https:\/\/[\w.-]+(:\d+)?$/, 'an https origin');
}

// The origins the pages fetch from besides their own (a commerce backend's API, scripts/backend.mjs),
// written beside the client files by the build (build/api-origins.json), read like the image origins.
const API_ORIGINS_FILE = 'api-origins.json';

export function writeApiOrigins(clientDir, origins) {
  writeFileSync(path.join(clientDir, '..', API_ORIGINS_FILE), `${JSON.stringify(origins)}\n`);
}

/** The API origins of the build whose client folder is `clientDir`; none when it lists none. */
export function apiOrigins(clientDir) {
  return readOrigins(clientDir, API_ORIGINS_FILE, /^https?:\/\/[\w.-]+(:\d+)?$/, 'an origin');
}

/**
 * The header policy for documents. Scripts: the shop's own files, and inline ones only as far as
 * the page's own policy (withPagePolicy) allows them; postbuild checks that every page it writes
 * has one. Images: the shop's own, data: placeholders, and those of `imageOrigins`. Requests: the
 * shop's own, and the backend's API (`apiOrigins`), nothing more.
 */
export function contentSecurityPolicy(imageOrigins = [], apiOrigins = []) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    // Inline styles are allowed (Radix and sonner set them).
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...apiOrigins].join(' '),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The headers every response carries (the policy only matters on documents). */
export function securityHeaders(imageOrigins = [], apiOrigins = []) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(imageOrigins, apiOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
