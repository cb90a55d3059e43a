// The proof that every page follows the store configuration: this runs against the build made
// with tests/brand/other-shop.ts (scripts/test-brand.mjs) and finds that shop's brand and order
// prefix everywhere, and the default's brand nowhere.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { currentStep, fillShipping, next, openCheckoutWithCart } from '../e2e/checkout-helpers';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { shop } from './other-shop';

const DEFAULT_BRAND = 'Lumina';
const clientDir = path.resolve(process.env.LUMINA_BUILD_DIR ?? 'build-brand', 'client');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

test('every prerendered page is titled with the other brand, and no file names the default', () => {
  const all = files(clientDir);
  // Pages, the sitemap, robots.txt and the web manifest; then the scripts.
  const texts = all.filter((file) => /\.(html|xml|txt|webmanifest)$/u.test(file));
  const scripts = all.filter((file) => file.endsWith('.js'));
  expect(texts.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const file of texts) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(clientDir, file);
    const title = /<title>([^<]*)<\/title>/u.exec(text)?.[1];
    if (file.endsWith('index.html') && !title?.endsWith(`| ${shop.brand}`))
      found.push(`${where}: "${title}"`);
    if (text.includes(DEFAULT_BRAND) || text.includes('lumina.example')) found.push(`${where} names it`);
  }
  for (const file of scripts) {
    if (readFileSync(file, 'utf8').includes(DEFAULT_BRAND))
      found.push(`${path.relative(clientDir, file)} names it`);
  }
  expect(found).toEqual([]);
  const read = (name: string) => readFileSync(path.join(clientDir, name), 'utf8');
  expect(read('sitemap.xml')).toContain(`<loc>${shop.siteOrigin}/</loc>`);
  expect(read('robots.txt')).toContain(`Sitemap: ${shop.siteOrigin}/sitemap.xml`);
  expect(JSON.parse(read('manifest.webmanifest'))).toMatchObject({
    name: shop.brand,
    short_name: shop.brand,
    description: shop.tagline,
  });
});

test('header, footer and help pages show the other brand; an order gets its prefix', async ({ page }) => {
  for (const route of ['/', '/about', '/our-story', '/contact', '/customer-service', '/terms', '/privacy']) {
    await page.goto(route);
    await waitForHydration(page);
    await expect(page).toHaveTitle(new RegExp(`\\| ${shop.brand}$`));
    await expect(page.getByRole('banner').getByRole('link', { name: `${shop.brand} home` })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${shop.brand}.`);
    expect(await page.locator('body').innerText(), route).not.toMatch(/lumina/i);
  }

  await openCheckoutWithCart(page);
  await fillShipping(page);
  await next(page);
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await next(page);
  await expect(currentStep(page)).toContainText('Review');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible({
    timeout: 10_000,
  });
  const orderNumber = (await page.locator('main strong.font-mono').textContent()) ?? '';
  expect(orderNumber).toMatch(new RegExp(`^${shop.orderPrefix}\\d{8}$`));
  await expect(page.getByText(`Your order ${orderNumber} has been placed.`)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/lumina/i);
});
