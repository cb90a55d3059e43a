// Security headers for every response. The Content Security Policy allows only the shop's own
// files; the inline scripts React Router writes into the prerendered HTML are allowed by their
// SHA-256 hashes, computed from the build.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

async function htmlFiles(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'assets') out.push(...(await htmlFiles(full)));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

// A script element with a type other than JavaScript (JSON-LD, JSON data) is a data block: the
// browser never runs it, so it needs no hash. Hashing them made the header grow with the catalogue
// (one JSON-LD block per product page) until Chromium refused it, at about 4,800 products.
const DATA_BLOCK = /\btype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]/i;

/** The SHA-256 hashes (CSP source form) of every inline script the browser runs in the build's HTML. */
export async function inlineScriptHashes(root) {
  const hashes = new Set();
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      const body = match[2] ?? '';
      if (body.length === 0 || DATA_BLOCK.test(match[1] ?? '')) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

export function contentSecurityPolicy(scriptHashes) {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Inline styles are allowed (Radix and sonner set them); inline scripts are not.
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

export async function securityHeaders(root) {
  const hashes = await inlineScriptHashes(root);
  return {
    'Content-Security-Policy': contentSecurityPolicy(hashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
