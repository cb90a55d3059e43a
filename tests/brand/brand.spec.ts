// The proof that every page follows the store configuration: this runs against the build made
// with tests/brand/other-shop.ts (scripts/test-brand.mjs) and finds that shop's brand and order
// prefix everywhere, and the default's brand nowhere; and its look: hero, logo and palette.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { currentStep, fillShipping, next, openCheckoutWithCart } from '../e2e/checkout-helpers';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { look, shop } from './other-shop';

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
  // The static pages, the imported catalogue's eight product pages, the sitemap, robots.txt...
  expect(texts.length).toBeGreaterThan(35);
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
    description: look.tagline,
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

  // A product of the catalogue imported from tests/import/shopify.csv.
  await openCheckoutWithCart(page, [{ productId: 'daypack-20', quantity: 2 }]);
  await expect(page.getByRole('main')).toContainText('Daypack 20');
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

/** A #rrggbb colour as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test("the home page shows the other shop's hero and logo, and its palette in both themes", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(look.hero.heading);
  await expect(page.getByRole('main')).toContainText(look.hero.text);
  expect(await page.getByRole('main').innerText()).not.toContain('Shop Now');

  // The logo: the SVG beside other-shop.ts, served under /brand/ and drawn at its size.
  if (!('image' in look.logo)) throw new Error('the other shop has an image logo');
  const logo = page
    .getByRole('banner')
    .getByRole('link', { name: `${shop.brand} home` })
    .locator('img');
  await expect(logo).toHaveAttribute('src', '/brand/northwind-logo.svg');
  await expect(logo).toHaveAttribute('alt', look.logo.alt);
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(readFileSync(path.join(clientDir, 'brand/northwind-logo.svg'), 'utf8')).toBe(
    readFileSync(path.resolve('tests/brand/northwind-logo.svg'), 'utf8'),
  );
  const heroImage = page.getByRole('img', { name: look.hero.image.alt });
  await expect
    .poll(() => heroImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The heading is drawn in the font shipped beside other-shop.ts, served by the shop itself.
  const heading = page.getByRole('heading', { level: 1 });
  await expect.poll(() => heading.evaluate(() => document.fonts.check("700 16px 'Bitter'"))).toBe(true);
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(
    /^Bitter, "Bitter fallback"/u,
  );
  expect(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.endsWith('.woff2'))
        .map((url) => `${url.origin === location.origin ? 'own' : url.origin} ${url.pathname}`),
    ),
  ).toEqual(['own /brand/bitter-latin-700-normal.woff2']);

  // The primary button (the hero's call to action) and the page take the other palette's colours.
  const action = page.getByRole('main').getByRole('link', { name: look.hero.action.label });
  await expect(action).toHaveAttribute('href', look.hero.action.to);
  const colours = () =>
    action.evaluate((element) => ({
      button: getComputedStyle(element).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    }));
  const inTheme = (theme: 'light' | 'dark') => ({
    button: rgb(look.palette.primary[theme]),
    page: rgb(look.palette.background[theme]),
  });
  await expect.poll(colours).toEqual(inTheme('light'));
  // The system's dark theme...
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(colours).toEqual(inTheme('dark'));
  // ...and the shopper's choice from the header's theme button, against the system's light one.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(colours).toEqual(inTheme('light'));
  await page.getByRole('button', { name: 'Theme: System' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(colours).toEqual(inTheme('dark'));
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(colours).toEqual(inTheme('light'));
});

test("the built stylesheet holds the other shop's tokens, radius and fonts, and none of the default's", () => {
  const css = files(path.join(clientDir, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  // Lightning CSS writes light-dark() as two custom properties, and short hex where it can.
  const short = (hex: string) => hex.replace(/^#(.)\1(.)\2(.)\3$/u, '#$1$2$3');
  for (const [token, { light, dark }] of Object.entries(look.palette)) {
    expect(css, token).toMatch(
      new RegExp(
        `--color-${token}:var\\(--lightningcss-light,(${light}|${short(light)})\\)var\\(--lightningcss-dark,(${dark}|${short(dark)})\\)`,
        'u',
      ),
    );
  }
  expect(css).toContain(`--radius-md:${look.radius.replace(/^0\./u, '.')}`);
  expect(css).toMatch(/--font-display:Bitter, ?"?Bitter fallback"?, ?ui-serif, ?Georgia/u);
  expect(css).toMatch(
    /@font-face\{font-family:"?Bitter"?;src:url\("?\/brand\/bitter-latin-700-normal\.woff2"?\)/u,
  );
  // The default's primary (#4338ca) is no token of this build.
  expect(css).not.toContain('4338ca');
});
