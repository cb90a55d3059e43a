// The second shop made from files only (scripts/test-brand.mjs): its configuration
// (tests/brand/other-shop.ts), its pages' words (tests/brand/content/) and a catalogue imported
// from a Shopify export (tests/import/shopify.csv). Its products and words are on its pages; the
// demo's products and the demo's words are in no file of the build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { shop } from './other-shop';

const clientDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build-brand', 'client');
const importedDir = path.resolve(process.env.LUMINA_CATALOGUE ?? '.tmp/brand-catalogue');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface Named {
  id: string;
  name: string;
}
const imported = readJson<(Named & { price: number; category: string })[]>(
  path.join(importedDir, 'products.json'),
);
const importedCategories = readJson<Named[]>(path.join(importedDir, 'categories.json'));
const demoProducts = readJson<Named[]>('catalogue/demo/products.json');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** A content file's front matter and body. */
function contentFile(dir: string, name: string): { title: string; body: string } {
  const [, frontMatter = '', body = ''] = readFileSync(path.join(dir, name), 'utf8').split(/^---$/mu);
  return { title: (parse(frontMatter) as { title: string }).title, body };
}
const pages = readdirSync('tests/brand/content').filter((name) => name.endsWith('.md'));

/** Sentences of the demo's pages long enough to be its own words (placeholders left out). */
const demoSentences = readdirSync('content')
  .filter((name) => name.endsWith('.md') && name !== 'README.md')
  .flatMap((name) => contentFile('content', name).body.split(/(?<=[.!?])\s+|\n+/u))
  .map((sentence) => sentence.replace(/^[#*\-\d. ]+|\{#[\w-]+\}$/gu, '').trim())
  .filter((sentence) => sentence.split(' ').length >= 8 && !/[{}[\]()*`]/u.test(sentence));

test("no file of the build holds a demo product's name or a sentence of the demo's pages", () => {
  expect(demoSentences.length).toBeGreaterThan(50);
  const found: string[] = [];
  for (const file of files(clientDir).filter((name) => /\.(html|js|json|data|xml)$/u.test(name))) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(clientDir, file);
    for (const product of demoProducts)
      if (text.includes(product.name)) found.push(`${where}: ${product.name}`);
    for (const sentence of demoSentences) if (text.includes(sentence)) found.push(`${where}: "${sentence}"`);
  }
  expect(found).toEqual([]);
});

test('the imported products and categories are the shop: listing, categories, a product page', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  const cards = page
    .getByRole('list', { name: 'Products' })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 });
  await expect(cards).toHaveText(imported.map((product) => product.name));

  await page.goto('/categories');
  await waitForHydration(page);
  for (const category of importedCategories)
    await expect(page.getByRole('main').getByRole('heading', { name: category.name })).toBeVisible();

  const daypack = imported.find((product) => product.id === 'daypack-20')!;
  await page.goto(`/product/${daypack.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(daypack.name);
  await expect(page.getByRole('main')).toContainText(`$${(daypack.price / 100).toFixed(2)}`);
  await expect(page).toHaveTitle(`${daypack.name} | ${shop.brand}`);
});

test("a product's image URL is shown from its own server, which the page's policy allows", async ({
  page,
}) => {
  const served: string[] = [];
  await page.route('https://cdn.ridgeline.example/**', (route) => {
    served.push(route.request().url());
    return route.fulfill({ path: 'tests/import/images/summit-bivy.jpg', contentType: 'image/jpeg' });
  });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/u.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/product/summit-bivy');
  await waitForHydration(page);
  const inside = page.getByRole('img', { name: 'Inside the Summit Bivy with a sleeping bag' }).first();
  await inside.scrollIntoViewIfNeeded();
  await expect(inside).toHaveAttribute(
    'src',
    'https://cdn.ridgeline.example/products/summit-bivy-inside.jpg',
  );
  await expect
    .poll(() => inside.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(served).toEqual(['https://cdn.ridgeline.example/products/summit-bivy-inside.jpg']);
  expect(blocked).toEqual([]);
});

test("every content page shows the other shop's own words", async ({ page }) => {
  for (const name of pages) {
    const route = `/${name.replace(/\.md$/u, '')}`;
    const { title, body } = contentFile('tests/brand/content', name);
    await page.goto(route);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(
      title.replaceAll('{{brand}}', shop.brand),
    );
    // The first heading of its body is on the page too.
    const firstHeading = /^## (.+?)(?: \{#[\w-]+\})?$/mu.exec(body)?.[1];
    if (firstHeading)
      await expect(
        page.getByRole('heading', { name: firstHeading.replaceAll('{{brand}}', shop.brand) }).first(),
        route,
      ).toBeVisible();
  }
});
