import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import { pageScriptHashes } from '../security-headers.mjs';
import { deferHydration, HELD_BOOT_TYPE } from './defer-hydration.mjs';

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0};',
  'import("/assets/entry.client-1.js");',
].join('\n');
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/react-dom-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Shop</h1><script>window.ctx = 1;</script><script type="module" async="">${boot}</script></body></html>`;

const runner = (html) => /data-boot="after-first-paint">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

test('holds the boot script as written, and runs a copy of it only after the first paint', () => {
  const out = deferHydration(page);
  expect(out).toContain(`<script type="${HELD_BOOT_TYPE}">${boot}</script>`);
  expect(out).not.toContain('<script type="module" async="">import');
  const script = runner(out);
  const waits = script.indexOf("'first-contentful-paint'");
  const copies = script.indexOf('boot.text = held.text;');
  expect(waits).toBeGreaterThan(-1);
  expect(copies).toBeGreaterThan(waits);
  expect(script).toContain(`document.querySelector('script[type="${HELD_BOOT_TYPE}"]')`);
  expect(script).not.toMatch(/\bimport\b/);
});

test('keeps the modulepreload links, after the stylesheet, and the other inline scripts', () => {
  const out = deferHydration(page);
  expect(out).toContain(
    '<link rel="stylesheet" href="/assets/root-1.css"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/react-dom-1.js"/></head>',
  );
  expect(out).toContain('<script>window.ctx = 1;</script>');
});

test("the page's script policy allows the copy: the held script is hashed as it will run", () => {
  const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
  expect(pageScriptHashes(deferHydration(page))).toContain(hash);
  expect(pageScriptHashes('<script type="application/ld+json">{}</script>')).toEqual([]);
});

test('is idempotent', () => {
  const once = deferHydration(page);
  expect(deferHydration(once)).toBe(once);
});

test('refuses a page that does not boot with one inline module script, so an upgrade cannot break hydration silently', () => {
  expect(() => deferHydration('<html><body><h1>x</h1></body></html>', 'a.html')).toThrow(
    /a\.html has no React Router boot script/,
  );
  const twice = page.replace('</body>', `<script type="module">${boot}</script></body>`);
  expect(() => deferHydration(twice, 'b.html')).toThrow(/b\.html has 2 inline module scripts/);
});
