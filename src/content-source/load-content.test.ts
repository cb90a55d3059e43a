import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { ContentError, contentDir, loadContent } from './load-content.ts';

const shop = {
  paths: new Set([
    '/',
    '/faq',
    '/contact',
    '/customer-service',
    '/shipping',
    '/returns',
    '/orders',
    '/products',
    '/careers',
    '/our-story',
  ]),
  productIds: new Set(['1']),
  categoryIds: new Set(['books']),
};

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'lumina-content-'));
  cpSync(contentDir(), dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(path.join(dir, file), change(readFileSync(path.join(dir, file), 'utf8')));

function problems(): readonly string[] {
  try {
    loadContent(dir, shop);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/** The 1-based line of the first line of `file` that contains `text`. */
const lineWith = (file: string, text: string) =>
  readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

test('the shop content loads, every page rendered', () => {
  const pages = loadContent(dir, shop);
  expect(pages.faq.categories.flatMap((c) => c.questions)).toHaveLength(28);
  expect(pages.terms.sections.map((s) => s.id)).toContain('disputes-and-arbitration');
  expect(pages.careers.sections.find((s) => s.id === 'open-positions')?.html).toContain(
    '6 full-time roles, 5 of them open to remote work.',
  );
});

test('a missing page, an unknown file and malformed YAML are named with their line', () => {
  rmSync(path.join(dir, 'returns.md'));
  writeFileSync(path.join(dir, 'extra.md'), '---\ntitle: x\n---\n');
  edit('about.md', (text) => text.replace('stats:\n', 'stats: [\n'));
  const found = problems();
  expect(found).toContain('returns.md:1: missing: the page /returns needs this file');
  expect(found.some((p) => p.startsWith('extra.md:1: is not a page of the shop'))).toBe(true);
  expect(found.some((p) => /^about\.md:\d+: malformed YAML/u.test(p))).toBe(true);
});

test('unknown and missing fields name the file, the line and the field', () => {
  edit('shipping.md', (text) => text.replace('lead: Fast', 'leed: Fast').replace(/^title: .*\n/mu, ''));
  edit('faq.md', (text) => text.replace('      - id: general-what-is', '      - id: Bad Id'));
  edit('careers.md', (text) => text.replace('  - id: "2"', '  - id: "1"'));
  const found = problems();
  expect(found).toContain(`shipping.md:${lineWith('shipping.md', 'leed:')}: leed: unknown field`);
  expect(found).toContain('shipping.md:2: title: missing');
  const badId = `faq.md:${lineWith('faq.md', 'Bad Id')}: categories.0.questions.0.id: `;
  expect(found.some((p) => p.startsWith(badId))).toBe(true);
  expect(found).toContain(
    `careers.md:${lineWith('careers.md', 'Product Designer') - 1}: jobs.1.id: "1" is used twice`,
  );
});

test('an unknown placeholder is named with its line', () => {
  edit('returns.md', (text) => text.replace('Free return shipping', 'Free {{returnFee}} shipping'));
  const line = lineWith('returns.md', '{{returnFee}}');
  const start = `returns.md:${line}: unknown placeholder {{returnFee}} (known: brand,`;
  expect(problems().some((p) => p.startsWith(start))).toBe(true);
});

test('a link to an address the shop does not have is named with its line', () => {
  edit('returns.md', (text) =>
    text
      .replace('[FAQ](/faq)', '[FAQ](/faqs)')
      .replace('(/shipping)', '(https://example.com/)')
      .replace('href: /contact?subject=Return+request', 'href: /product/99'),
  );
  edit('about.md', (text) => text.replace('(/our-story)', '(#nowhere)'));
  edit('customer-service.md', (text) => text.replace('href: /faq', 'href: /products?category=toys'));
  const at = (file: string, text: string) => `${file}:${lineWith(file, text)}: links to `;
  expect(problems()).toEqual(
    expect.arrayContaining([
      `${at('returns.md', '/faqs')}/faqs, an address the shop does not have`,
      `${at('returns.md', 'example.com')}https://example.com/: only the shop's own addresses (/...), #anchors, mailto: and tel: are allowed`,
      `${at('returns.md', '/product/99')}/product/99, a product the catalogue does not have`,
      `${at('about.md', '#nowhere')}#nowhere, an anchor this page does not have`,
      `${at('customer-service.md', 'category=toys')}/products?category=toys, a category the catalogue does not have`,
    ]),
  );
});

test('a page without a section its layout places is named', () => {
  edit('returns.md', (text) => text.replace('{#policy}', '{#rules}'));
  const bodyStart = readFileSync(path.join(dir, 'returns.md'), 'utf8').split('\n').indexOf('---', 1) + 2;
  expect(problems()).toEqual([`returns.md:${bodyStart}: the body has no section "## ... {#policy}"`]);
});

test('LUMINA_CONTENT names another folder, relative to the project', () => {
  const before = process.env.LUMINA_CONTENT;
  try {
    process.env.LUMINA_CONTENT = '../my-shop/content';
    expect(contentDir('/work/shop')).toBe(path.resolve('/work/my-shop/content'));
    delete process.env.LUMINA_CONTENT;
    expect(contentDir('/work/shop')).toBe(path.resolve('/work/shop/content'));
  } finally {
    if (before === undefined) delete process.env.LUMINA_CONTENT;
    else process.env.LUMINA_CONTENT = before;
  }
});
