import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { bootMachineryOn } from '../boot-machinery.mjs';
import { buildContext, PostbuildError, runSteps } from './run-steps.mjs';
import { postbuildSteps } from './steps.mjs';

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-1.js");',
].join('\n');
const page = (canonical) =>
  `<html><head><script>capture()</script><link rel="canonical" href="${canonical}"/></head><body><h1>Shop</h1><script type="module" async="">${boot}</script></body></html>`;

let dir;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A build as `react-router build` leaves it, reduced to what the steps read. */
function fakeBuild() {
  dir = mkdtempSync(path.join(os.tmpdir(), 'postbuild-'));
  const client = path.join(dir, 'client');
  for (const sub of ['assets', 'data', '404', 'faq', 'offline', 'images']) {
    mkdirSync(path.join(client, sub), { recursive: true });
  }
  writeFileSync(path.join(client, 'assets', 'entry.client-1.js'), 'export {};');
  writeFileSync(path.join(client, 'assets', 'root-1.js'), 'export {};');
  writeFileSync(path.join(client, 'assets', 'manifest-1.js'), '');
  const part = (module) => ({ module, imports: [] });
  const routeAssets = {
    entry: part('/assets/entry.client-1.js'),
    routes: {
      root: { id: 'root', path: '', ...part('/assets/root-1.js'), hasLoader: false, hasClientLoader: false },
    },
  };
  writeFileSync(path.join(client, 'route-assets.json'), JSON.stringify(routeAssets));
  for (const file of ['catalogue.json', 'catalogue-cards.json'])
    writeFileSync(path.join(client, 'data', file), '{}');
  writeFileSync(path.join(client, 'data', 'catalogue.json.data'), '');
  writeFileSync(path.join(client, 'robots.txt.data'), '');
  writeFileSync(path.join(client, '__spa-fallback.html'), page('https://shop.example/'));
  writeFileSync(path.join(client, '404', 'index.html'), page('https://shop.example/404'));
  writeFileSync(path.join(client, 'faq', 'index.html'), page('https://shop.example/faq'));
  writeFileSync(path.join(client, 'offline', 'index.html'), page('https://shop.example/offline'));
  writeFileSync(
    path.join(client, 'images', 'offline-image.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(path.join(client, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(client, 'index.html'), page('https://shop.example/'));
  return client;
}

test('nine named steps, the boot rewrite before the script policy that hashes its result, the service worker last', () => {
  const names = postbuildSteps.map((step) => step.name);
  expect(names).toHaveLength(9);
  expect(new Set(names).size).toBe(9);
  expect(names.at(-1)).toBe('service worker');
  expect(names.indexOf('hydrate after first paint')).toBe(names.indexOf('page script policy') - 1);
});

test('by default every page, the 404.html copy included, hydrates after its first paint', async () => {
  const client = fakeBuild();
  const skipped = await runSteps(postbuildSteps, buildContext(dir, { bootMachinery: bootMachineryOn({}) }));
  expect(skipped).toEqual([]);
  for (const file of ['index.html', 'faq/index.html', '404.html', '__spa-fallback.html']) {
    const html = readFileSync(path.join(client, file), 'utf8');
    expect(html).toContain('data-boot="after-first-paint"');
    expect(html).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-/,
    );
  }
  expect(readFileSync(path.join(client, 'sitemap.xml'), 'utf8')).toContain(
    '<loc>https://shop.example/faq</loc>',
  );
  expect(readFileSync(path.join(client, '_headers'), 'utf8')).toContain('X-Frame-Options: DENY');
  expect(() => readFileSync(path.join(client, 'robots.txt.data'))).toThrow();
  expect(() => readFileSync(path.join(client, 'data', 'catalogue.json.data'))).toThrow();
});

test('LUMINA_BOOT_MACHINERY=off skips the boot rewrite: React Router boots as it wrote, still with a script policy', async () => {
  const client = fakeBuild();
  const build = buildContext(dir, { bootMachinery: bootMachineryOn({ LUMINA_BOOT_MACHINERY: 'off' }) });
  expect(await runSteps(postbuildSteps, build)).toEqual(['hydrate after first paint']);
  for (const file of ['index.html', 'faq/index.html', '404.html']) {
    const html = readFileSync(path.join(client, file), 'utf8');
    expect(html).not.toContain('data-boot=');
    expect(html).toContain(`<script type="module" async="">${boot}</script>`);
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
  }
});

test('the switch takes on, off or nothing, and stops the build on anything else', () => {
  expect(bootMachineryOn({})).toBe(true);
  expect(bootMachineryOn({ LUMINA_BOOT_MACHINERY: 'on' })).toBe(true);
  expect(bootMachineryOn({ LUMINA_BOOT_MACHINERY: 'off' })).toBe(false);
  expect(() => bootMachineryOn({ LUMINA_BOOT_MACHINERY: 'no' })).toThrow(/must be "on" or "off"/);
});

test('a build without the pages hosts need stops with a message', async () => {
  const client = fakeBuild();
  rmSync(path.join(client, '__spa-fallback.html'));
  await expect(runSteps(postbuildSteps, buildContext(dir, { bootMachinery: true }))).rejects.toThrow(
    PostbuildError,
  );
});
