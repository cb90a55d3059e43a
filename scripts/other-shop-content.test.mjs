// The other shop's pages (tests/brand/content, the words of tests/brand/other-shop.ts) are a whole
// content folder of their own: they load, as the build would load them, against the catalogue
// that shop imports from its Shopify export, and they are written afresh, sharing no sentence
// with the demo's content/. (Here, not in src/content-source/, because it needs the route table
// and the catalogue loader, which content-source/ may not import.)
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { linkableAddresses } from '../src/app/prerender-paths.ts';
import { loadCatalogue } from '../src/catalogue-source/load-catalogue.ts';
import { contentPageNames } from '../src/content-source/content-schema.ts';
import { splitFile } from '../src/content-source/front-matter.ts';
import { ContentError, loadContent } from '../src/content-source/load-content.ts';
import { importExport } from './catalogue-import/import-export.mjs';

const OTHER_SHOP = 'tests/brand/content';
const DEMO = 'content';

let work = '';
let imported;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'lumina-other-shop-'));
  const out = path.join(work, 'catalogue');
  const { problems, unreadable } = importExport('tests/import/shopify.csv', { out, shop: 'Northwind Goods' });
  expect({ problems, unreadable }).toEqual({});
  imported = linkableAddresses(loadCatalogue(out));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Every problem loadContent finds in `dir` with the shop's addresses. */
function problems(dir, shop) {
  try {
    loadContent(dir, shop);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** Every string of a YAML value, depth first. */
function strings(value) {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** A page file's words, front matter and body, as sentences: lower case, without punctuation, link addresses or section ids. */
function sentences(file) {
  const { data, body } = splitFile(readFileSync(file, 'utf8'));
  return [...strings(data), ...body.split(/\n\s*\n/u)].flatMap((text) =>
    text
      .replace(/\{#[a-z0-9-]+\}/gu, ' ')
      .replace(/\]\([^)]*\)/gu, ' ')
      .split(/[.!?;:]+(?:\s|$)/u)
      .map((sentence) =>
        sentence
          .toLowerCase()
          .replace(/[^a-z0-9{}%$/'-]+/gu, ' ')
          .trim(),
      )
      .filter(Boolean),
  );
}

/** The distinct sentences of 6 words or more of a folder's page files. */
const longSentences = (dir) => [
  ...new Set(
    contentPageNames
      .flatMap((name) => sentences(path.join(dir, `${name}.md`)))
      .filter((sentence) => sentence.split(' ').length >= 6),
  ),
];

test("the other shop's content loads with no problem against its imported catalogue", () => {
  expect(problems(OTHER_SHOP, imported)).toEqual([]);
});

test("its product and category links are the imported catalogue's, which the demo's lacks", () => {
  const rejected = problems(OTHER_SHOP, linkableAddresses(loadCatalogue()));
  for (const href of ['/product/trailhead-tent', '/product/storm-shell', '/products?category=packs']) {
    expect(rejected.some((problem) => problem.includes(`links to ${href}, a `))).toBe(true);
  }
});

test("the other shop's words are its own: no sentence of 6+ words shared with the demo's pages", () => {
  const ours = longSentences(OTHER_SHOP);
  const demo = longSentences(DEMO);
  expect(demo.length).toBeGreaterThan(300);
  expect(ours.length).toBeGreaterThan(150);
  const within = (list) => list.map((sentence) => ` ${sentence} `).join('|');
  // Either way round: a demo sentence inside one of ours, or one of ours inside a demo sentence.
  expect(demo.filter((sentence) => within(ours).includes(` ${sentence} `))).toEqual([]);
  expect(ours.filter((sentence) => within(demo).includes(` ${sentence} `))).toEqual([]);
});

test("the other shop's folder never names the demo's brand", () => {
  const naming = readdirSync(OTHER_SHOP).filter((file) =>
    /lumina/iu.test(readFileSync(path.join(OTHER_SHOP, file), 'utf8')),
  );
  expect(naming).toEqual([]);
});
