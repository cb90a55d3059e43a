/* global caches -- the functions passed to the page run in the browser. */
// When a build's shop is ready offline (docs/decisions/0017-offline.md): what the page warms
// (offline-warm.json's two groups, files and KiB) and, on a fresh browser with the service worker
// on, the time after the page started loading at which the code the cart, the checkout and the
// order confirmation need is kept (the first group), and everything. Two visits:
//  - stay: the home page, left alone until everything is kept (at most 120 s);
//  - visit: /, /products and /product/1, 10 s each by full page loads, then what is kept; once
//    left alone, once scrolling a little every second (a shopper reading the page).
// The groups are computed from the build as scripts/postbuild/offline-warm-list.mjs does, so an older
// build (one list) is measured the same way. Desktop Chromium, unthrottled: the waits between
// batches, not the transfer, set the times.
//   node scripts/bench/offline-warm.mjs [buildDir] [runs]      (default: build, 3)
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromeFlags, ensureChrome } from '../find-chrome.mjs';
import { INDEX_FILES, marketRoutes, shellFiles, warmFiles } from '../postbuild/offline-warm-list.mjs';
import { median } from '../median.mjs';
import { withServer } from './serve-build.mjs';

const buildDir = process.argv[2] ?? 'build';
const runs = Number(process.argv[3] ?? 3);
const clientDir = path.resolve(buildDir, 'client');
const routes = marketRoutes(clientDir);
const shell = shellFiles(routes);
const groups = warmFiles(clientDir, routes, shell, INDEX_FILES);
const all = [...groups.first, ...groups.rest];

const kib = (bytes) => (bytes / 1024).toFixed(1);
function describe(name, files) {
  const raw = files.reduce((sum, file) => sum + statSync(path.join(clientDir, file)).size, 0);
  const gzip = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length,
    0,
  );
  return `${name}: ${files.length} files, ${kib(raw)} KiB (${kib(gzip)} KiB gzip)`;
}

/** How many of `files` the service worker's caches hold, and the page's clock (ms since it started loading). */
const kept = (page, files) =>
  page.evaluate(async (files) => {
    const names = await Promise.all(
      ['assets', 'data'].map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ),
    );
    const held = new Set(names.flat());
    return { count: files.filter((file) => held.has(file)).length, at: performance.now() };
  }, files);

const urls = (files) => files.map((file) => `/${file}`);

async function stay(browser, origin) {
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: origin });
  const page = await context.newPage();
  try {
    await page.goto('/');
    let first;
    for (;;) {
      const [cart, every] = await Promise.all([kept(page, urls(groups.first)), kept(page, urls(all))]);
      if (first === undefined && cart.count === groups.first.length) first = cart.at;
      if (every.count === all.length) return { first, all: every.at };
      if (every.at > 120_000) return { first, all: undefined };
      await page.waitForTimeout(200);
    }
  } finally {
    await context.close();
  }
}

async function visit(browser, origin, { scroll = false } = {}) {
  const context = await browser.newContext({ serviceWorkers: 'allow', baseURL: origin });
  const page = await context.newPage();
  const start = Date.now();
  let first;
  try {
    for (const route of ['/', '/products', '/product/1']) {
      await page.goto(route);
      const until = Date.now() + 10_000;
      while (Date.now() < until) {
        const cart = await kept(page, urls(groups.first));
        if (first === undefined && cart.count === groups.first.length) first = Date.now() - start;
        if (scroll) await page.mouse.wheel(0, 150);
        await page.waitForTimeout(scroll ? 1000 : 200);
      }
    }
    return { first, keptFirst: (await kept(page, urls(groups.first))).count };
  } finally {
    await context.close();
  }
}

const seconds = (ms) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

console.log(describe('warmed first (cart, checkout, order confirmation)', groups.first));
console.log(describe('warmed after', groups.rest));
const browser = await chromium.launch({ executablePath: ensureChrome(), args: chromeFlags });
try {
  await withServer(buildDir, async (origin) => {
    const stays = [];
    const visits = [];
    const scrolls = [];
    const files = (v) => `${v.keptFirst}/${groups.first.length} of their files after 30 s`;
    for (let run = 0; run < runs; run += 1) {
      const s = await stay(browser, origin);
      const v = await visit(browser, origin);
      const r = await visit(browser, origin, { scroll: true });
      stays.push(s);
      visits.push(v);
      scrolls.push(r);
      console.log(
        `run ${run + 1}: stay on / - cart and checkout kept at ${seconds(s.first)}, everything at ${seconds(s.all)}; ` +
          `visit - cart and checkout kept at ${seconds(v.first)} (${files(v)}); ` +
          `visit scrolling - at ${seconds(r.first)} (${files(r)})`,
      );
    }
    // The median of the runs; 'never' when any run never got there.
    const med = (list) => (list.some((value) => value === undefined) ? undefined : median(list));
    const of = (list, key) => seconds(med(list.map((entry) => entry[key])));
    console.log(
      `median: stay on / - cart and checkout ${of(stays, 'first')}, everything ${of(stays, 'all')}; ` +
        `visit - cart and checkout ${of(visits, 'first')}; visit scrolling - ${of(scrolls, 'first')}`,
    );
  });
} finally {
  await browser.close();
}
