import { expect, test } from 'vitest';
import { deferHydration } from './defer-hydration.mjs';

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-1.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  '',
  'import("/assets/entry.client-1.js");',
].join('\n');
const page = `<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/react-dom-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head><body><h1>Shop</h1><script>window.ctx = 1;</script><script type="module" async="">${boot}</script></body></html>`;

test('keeps the modulepreload links and runs the same imports only after the first paint', () => {
  const out = deferHydration(page);
  expect(out).toContain(
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/react-dom-1.js"/>',
  );
  expect(out).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
  expect(out).toContain('<script>window.ctx = 1;</script>');
  const script =
    out.match(/<script type="module" async="" data-boot="after-first-paint">([\s\S]*)<\/script>/)?.[1] ?? '';
  const waits = script.indexOf("'first-contentful-paint'");
  const imports = script.indexOf(
    'await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-1.js"), import("/assets/home-1.js")])',
  );
  const modules = script.indexOf('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
  const entry = script.indexOf('import("/assets/entry.client-1.js");');
  expect(waits).toBeGreaterThan(-1);
  expect(imports).toBeGreaterThan(waits);
  expect(modules).toBeGreaterThan(imports);
  expect(entry).toBeGreaterThan(modules);
  expect(script).toContain('const [_0, route0, route1] =');
  expect(script).not.toMatch(/^import /m);
});

test('a route split into chunks (its clientLoader apart) is put back together before the modules global', () => {
  const split = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-1.js";',
    'import * as route1_clientLoader from "/assets/product-client-loader-1.js";',
    'import * as route1_main from "/assets/product-main-1.js";',
    'const route1 = {...route1_clientLoader,...route1_main};',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};',
    'import("/assets/entry.client-1.js");',
  ].join('\n');
  const script =
    /data-boot="after-first-paint">([\s\S]*?)<\/script>/.exec(
      deferHydration(page.replace(boot, split)),
    )?.[1] ?? '';
  expect(script).toContain('const [_0, route0, route1_clientLoader, route1_main] =');
  const merged = script.indexOf('const route1 = {...route1_clientLoader,...route1_main};');
  expect(merged).toBeGreaterThan(script.indexOf('await Promise.all'));
  expect(script.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(merged);
});

test('is idempotent', () => {
  const once = deferHydration(page);
  expect(deferHydration(once)).toBe(once);
});

test('refuses a boot script it does not understand, so a React Router upgrade cannot break hydration silently', () => {
  expect(() => deferHydration('<html><body><h1>x</h1></body></html>', 'a.html')).toThrow(
    /a\.html has no React Router boot script/,
  );
  expect(() =>
    deferHydration(page.replace('import("/assets/entry.client-1.js");', 'start();'), 'b.html'),
  ).toThrow(/unknown line: start\(\);/);
  expect(() => deferHydration(page.replace('import("/assets/entry.client-1.js");', ''), 'c.html')).toThrow(
    /incomplete/,
  );
});
