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

// A script element with a type other than JavaScript (JSON-LD, JSON data) is a data block: the
// browser never runs it, so it needs no hash.
const DATA_BLOCK = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]/i;
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

/**
 * The header policy for documents. Scripts: the shop's own files, and inline ones only as far as
 * the page's own policy (withPagePolicy) allows them; postbuild checks that every page it writes
 * has one.
 */
export function contentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    // Inline styles are allowed (Radix and sonner set them).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The headers every response carries (the policy only matters on documents). */
export function securityHeaders() {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
