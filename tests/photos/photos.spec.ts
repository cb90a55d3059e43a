// The shop built from a generated catalogue of photographs (scripts/test-photos.mjs), at 1,280 px
// (DPR 1) and 390 px (Pixel 7, DPR 2.625): each image the browser loads is an AVIF or WebP version
// at least as wide as its place needs and not much wider, the product page does not move as its
// images arrive, and the versions are served with their type and a year's cache.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { loadCatalogue } from '../../src/catalogue-source/load-catalogue';
import { CACHE_IMMUTABLE } from '../../scripts/host-rules.mjs';
import { waitForHydration } from '../e2e/fixtures';

const catalogue = loadCatalogue();

test.beforeAll(() => {
  expect(catalogue.images.size, 'LUMINA_CATALOGUE names the photo catalogue').toBeGreaterThan(10);
  expect([...catalogue.images.keys()].some((url) => url.endsWith('.jpg'))).toBe(true);
});

/** The version an image shows (after it has loaded) and the width it needs: its CSS width x DPR. */
async function chosen(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  const { src, slot, dpr } = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    slot: img.getBoundingClientRect().width,
    dpr: window.devicePixelRatio,
  }));
  const version = /-(\d+)\.(avif|webp)$/.exec(src);
  expect(version, `${src} is an AVIF or WebP version`).not.toBeNull();
  return { src, width: Number(version?.[1]), needed: Math.round(slot * dpr) };
}

/** At least the width its place needs, and not half as much again (or the narrowest version, 320). */
function expectCloseTo({ src, width, needed }: { src: string; width: number; needed: number }) {
  expect(width, `${src} for ${needed} px`).toBeGreaterThanOrEqual(needed);
  expect(width, `${src} for ${needed} px`).toBeLessThanOrEqual(Math.max(320, needed * 1.5));
}

/** Every image URL the page requests. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

test('the product page loads its main image at about its width, first, over its placeholder', async ({
  page,
}) => {
  const requested = imageRequests(page);
  await page.goto('/product/1');
  const main = page.locator('main img').first();
  expect(await main.getAttribute('fetchpriority')).toBe('high');
  expect(await main.getAttribute('loading')).toBe('eager');
  expect(await main.evaluate((img) => getComputedStyle(img).backgroundImage)).toMatch(
    /^url\("data:image\/webp/,
  );
  const main1 = await chosen(main);
  expectCloseTo(main1);
  // The thumbnails are small versions too; no page loads the 1,600 px fallback JPEG.
  const thumbnail = page.getByRole('list', { name: 'Product images' }).locator('img').first();
  await thumbnail.scrollIntoViewIfNeeded();
  expectCloseTo(await chosen(thumbnail));
  expect(requested.filter((url) => url.endsWith('.jpg'))).toEqual([]);
});

test('product cards load versions of about their width, the first row eagerly', async ({ page }) => {
  const requested = imageRequests(page);
  await page.goto('/products');
  const cards = page.getByRole('list', { name: 'Products' }).locator('img');
  await expect(cards).toHaveCount(24);
  expect(await cards.first().getAttribute('fetchpriority')).toBe('high');
  expect(await cards.nth(6).getAttribute('loading')).toBe('lazy');
  expectCloseTo(await chosen(cards.first()));
  expectCloseTo(await chosen(cards.nth(2)));
  expect(requested.filter((url) => url.endsWith('.jpg'))).toEqual([]);
});

test('search results and header suggestions, answered by the catalogue worker, load versions too', async ({
  page,
}) => {
  const requested = imageRequests(page);
  const product = catalogue.products[0]!;
  await page.goto('/');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true').first();
  await box.click();
  await box.pressSequentially(product.name);
  const suggestion = page.getByRole('listbox', { name: 'Product suggestions' }).locator('img').first();
  expectCloseTo(await chosen(suggestion));
  // A filtered list comes from the worker's index, which keeps each photograph's versions.
  await page.goto(`/products?category=${product.category}`);
  const inCategory = catalogue.products.filter((p) => p.category === product.category).length;
  await expect(page.getByText(`${inCategory} products found`, { exact: true })).toBeVisible();
  const card = page.getByRole('list', { name: 'Products' }).locator('img').first();
  expectCloseTo(await chosen(card));
  expect(requested.filter((url) => url.endsWith('.jpg'))).toEqual([]);
});

test('the home page category cards load versions of about their width', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const category = page.getByRole('list', { name: 'Categories' }).locator('img').first();
  await category.scrollIntoViewIfNeeded();
  expectCloseTo(await chosen(category));
});

test('the product page does not move as its images load (CLS 0)', async ({ page }) => {
  await page.goto('/product/1');
  await chosen(page.locator('main img').first());
  // Once every image on the screen has loaded and been drawn, the shifts so far are all there are.
  const shift = await page.evaluate(async () => {
    const onScreen = [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight);
    await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[];
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
  expect(shift).toBe(0);
});

test('versions are served with their type and cached for a year', async ({ page, request }) => {
  await page.goto('/product/1');
  const { src } = await chosen(page.locator('main img').first());
  const base = src.replace(/-\d+\.(avif|webp)$/, '');
  for (const [file, type] of [
    [`${base}-320.avif`, 'image/avif'],
    [`${base}-320.webp`, 'image/webp'],
    [`${base}.jpg`, 'image/jpeg'],
  ] as const) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-type'], file).toBe(type);
    expect(response.headers()['cache-control'], file).toBe(CACHE_IMMUTABLE);
  }
});
