// Host-sensitive tests: what a shopper gets depends on the server as much as on the build. They run
// against `npm start`'s server (project 'desktop') and against every host in E2E_HOSTS
// (playwright.config.ts): nginx and Caddy with the configuration in deploy/ run every test here and
// a few of smoke.spec.ts's routes in the browser (tag @server); a plain static host, which knows
// nothing of the routes and sends no headers, runs the unknown and malformed addresses (tag
// @any-host).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DATA, CACHE_ICON, CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../../scripts/host-rules.mjs';
import { imageOrigins, securityHeaders } from '../../scripts/security-headers.mjs';
import { ROUTES, expect, expectedOn404, test, waitForHydration } from './fixtures';

const clientDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build', 'client');
const PRODUCT_NOT_FOUND = 'Product Not Found';
const PAGE_NOT_FOUND = /Oops! Page not found/;

/** Unknown addresses and what each shows: 'Product Not Found' under /product/, else the 404 page. */
const UNKNOWN: { path: string; heading: string | RegExp }[] = [
  { path: '/product/does-not-exist', heading: PRODUCT_NOT_FOUND },
  { path: `/product/${'9'.repeat(5000)}`, heading: PRODUCT_NOT_FOUND },
  { path: '/product/%3Cscript%3Ealert(1)%3C%2Fscript%3E', heading: PRODUCT_NOT_FOUND },
  { path: '/no-such-page', heading: PAGE_NOT_FOUND },
  { path: '/product/1/reviews', heading: PAGE_NOT_FOUND },
  { path: '/about/team', heading: PAGE_NOT_FOUND },
  { path: '/..%2f..%2f', heading: PAGE_NOT_FOUND },
  { path: `/${'a'.repeat(3000)}`, heading: PAGE_NOT_FOUND },
];
/** Addresses with malformed percent-encoding, which no URL decoder accepts. */
const MALFORMED: { path: string; heading: string | RegExp }[] = [
  { path: '/product/%E0%A4%A', heading: PRODUCT_NOT_FOUND },
  { path: '/%E0%A4%A', heading: PAGE_NOT_FOUND },
  { path: '/products/%', heading: PAGE_NOT_FOUND },
];
/** React Router's warning for an address it cannot decode (it then matches the raw path). */
const UNDECODABLE = 'could not be decoded because it is a malformed URL segment';

for (const { path: unknown, heading } of UNKNOWN) {
  test(`${unknown.slice(0, 40)} answers 404 with '${String(heading)}' and no console error @any-host`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(consoleErrors.filter((m) => !expectedOn404(m))).toEqual([]);
  });
}

for (const { path: malformed, heading } of MALFORMED) {
  test(`${malformed} (malformed) answers 404 with '${String(heading)}', or 400 from Caddy @any-host`, async ({
    page,
    consoleErrors,
    host,
  }) => {
    const response = await page.goto(malformed);
    if (host === 'caddy') {
      // Go's HTTP server rejects the request line before Caddy sees it (docs/security.md).
      expect(response?.status()).toBe(400);
      return;
    }
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    expect(consoleErrors.filter((m) => !expectedOn404(m) && !m.includes(UNDECODABLE))).toEqual([]);
  });
}

test('every route answers with its own prerendered page, byte for byte, and its status @server', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const unknown = route === '/no-such-page';
    const { pathname } = new URL(route, 'http://host');
    const file = unknown ? '404/index.html' : path.join(pathname.slice(1), 'index.html');
    const response = await request.get(route);
    expect(response.status(), route).toBe(unknown ? 404 : 200);
    expect(await response.text(), route).toBe(readFileSync(path.join(clientDir, file), 'utf8'));
  }
});

test('every response carries the security headers generated from this build @server', async ({ request }) => {
  const expected = securityHeaders(imageOrigins(clientDir));
  const csp = expected['Content-Security-Policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  const scriptSrc =
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  // The header is the same for every page and catalogue; each page narrows scripts to its own
  // inline ones with a policy of its own, first in its <head> (docs/security.md).
  expect(scriptSrc).toBe("script-src 'self' 'unsafe-inline'");
  const pages = ['/', '/product/1', '/search?q=wireless', '/no-such-page', '/product/does-not-exist'];
  for (const url of pages) {
    const response = await request.get(url);
    expect(response.headers()['content-type'], url).toContain('text/html');
    expect(await response.text(), url).toMatch(
      /^<!DOCTYPE html><html[^>]*><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+">/,
    );
    for (const [name, value] of Object.entries(expected)) {
      expect(response.headers()[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  }
  const { 'Content-Security-Policy': _csp, ...common } = expected;
  const asset = await request.get('/favicon.svg');
  for (const [name, value] of Object.entries(common)) {
    expect(asset.headers()[name.toLowerCase()], `/favicon.svg ${name}`).toBe(value);
  }
});

test('text is compressed, hashed assets are cached for a year, page data for a minute, icons for a day and everything else revalidated @server', async ({
  request,
}) => {
  const gzip = { 'Accept-Encoding': 'gzip' };
  const page = await request.get('/products', { headers: gzip });
  expect(page.headers()['content-encoding']).toBe('gzip');
  expect(page.headers()['cache-control']).toBe(CACHE_REVALIDATE);
  const asset = (await page.text()).match(/\/assets\/[^"]+\.js/)?.[0] ?? 'no asset in /products';
  const css = (await page.text()).match(/\/assets\/[^"]+\.css/)?.[0] ?? 'no stylesheet in /products';
  for (const url of [asset, css]) {
    const response = await request.get(url, { headers: gzip });
    expect(response.status(), url).toBe(200);
    expect(response.headers()['content-encoding'], url).toBe('gzip');
    expect(response.headers()['cache-control'], url).toBe(CACHE_IMMUTABLE);
  }
  expect((await request.get(asset)).headers()['content-type']).toContain('javascript');
  for (const url of ['/faq.data', '/product/1.data?_routes=routes%2Fproduct']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_DATA);
  }
  for (const url of ['/favicon.svg', '/icons/icon-192.png']) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_ICON);
  }
  for (const url of [
    '/sitemap.xml',
    '/no-such-page',
    '/assets/no-such-file.js',
    '/no-such.data',
    '/icons/none.png',
  ]) {
    expect((await request.get(url)).headers()['cache-control'], url).toBe(CACHE_REVALIDATE);
  }
});

test('no file outside the build, no dotfile and no directory listing is ever served @server', async ({
  request,
  host,
}) => {
  const dotfile = path.join(clientDir, `.lumina-secret-${host}`);
  writeFileSync(dotfile, 'lumina-secret');
  try {
    for (const url of [
      `/.lumina-secret-${host}`,
      `/assets/..%2f.lumina-secret-${host}`,
      '/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/assets/',
      '/images/',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      const body = await response.text();
      for (const leak of ['lumina-secret', 'root:', '"name": "lumina-storefront"', 'Index of']) {
        expect(body, url).not.toContain(leak);
      }
    }
  } finally {
    rmSync(dotfile, { force: true });
  }
});
