// The German market under /de/ (docs/how-to/add-a-market.md): the whole journey in German and in
// euros with VAT included, axe-clean in both themes, and the switch between markets from every kind
// of page and back, keeping the cart. The German words are read from the catalogue the build used.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

type Catalogue = Record<string, Record<string, string>>;
const de = JSON.parse(readFileSync('messages/de-DE.json', 'utf8')) as Catalogue;

/** Product 1 in euros: $249.99 at 0.92, ending in .99 (Intl puts a no-break space before '€'). */
const PRICE = /229,99\s€/;
/** The 19 % VAT that 229,99 € contains: 22999 x 19 / 119, rounded half-up. */
const VAT = /36,72\s€/;

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const cartLink = (page: Page) => page.getByRole('link', { name: /^(Warenkorb|Cart), / });

test('the German journey: browse, product, cart, checkout with German checks, confirmation, all in euros with VAT included', async ({
  page,
}) => {
  await open(page, '/de/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await open(page, '/de/products');
  await page
    .getByRole('link', { name: /Wireless Noise-Cancelling Headphones/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/de\/product\/1$/);
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByText(PRICE).first()).toBeVisible();
  await expect(main.getByText(de.productPage!.pricesIncludeVat!, { exact: true })).toBeVisible();

  await main
    .getByRole('button', { name: new RegExp(`^${de.cartButton!.addToCart}`) })
    .first()
    .click();
  await expect(cartLink(page)).toHaveAccessibleName(/1/);

  await open(page, '/de/cart');
  await expect(page.getByRole('heading', { level: 1, name: de.cart!.pageTitle })).toBeVisible();
  const summary = page.getByRole('region', { name: de.cart!.orderSummary });
  await expect(summary.getByText(/^inkl\. MwSt\. \(19\s%\)$/)).toBeVisible();
  await expect(summary.getByText(VAT)).toBeVisible();
  await expect(summary.getByText(de.cart!.free!, { exact: true })).toBeVisible();
  await expect(summary.locator('dd').last()).toHaveText(PRICE);

  await summary.getByRole('link', { name: de.cart!.proceedToCheckout }).click();
  await expect(page).toHaveURL(/\/de\/checkout$/);
  await waitForHydration(page);
  const form = de.checkoutForm!;
  await expect(page.getByRole('heading', { level: 2, name: form.shippingTitle })).toBeVisible();
  await page.getByRole('button', { name: form.next, exact: true }).click();
  await expect(page.getByText(de.checkout!.firstNameRequired!, { exact: true })).toBeVisible();
  await expect(page.getByLabel(new RegExp(`^${form.firstName}`))).toBeFocused();

  const fields: [string, string][] = [
    [form.firstName!, 'Ada'],
    [form.lastName!, 'Lovelace'],
    [form.email!, 'ada@example.com'],
    [form.phone!, '030 1234567'],
    [`${form.address1!}\\s*\\*?$`, 'Hauptstraße 1'],
    [form.city!, 'Berlin'],
    [form.state!, 'Berlin'],
    [form.zipCode!, '10115'],
  ];
  for (const [label, value] of fields) await page.getByLabel(new RegExp(`^${label}`)).fill(value);
  await page.getByRole('button', { name: form.next, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: form.paymentTitle })).toBeVisible();
  await page.getByLabel(new RegExp(`^${form.cardNumber}`)).fill('4111 1111 1111 1234');
  await page.getByLabel(new RegExp(`^${form.expiryDate!.replace(/[()/]/g, '.')}`)).fill('12/30');
  await page.getByLabel(new RegExp(`^${form.cvv!.replace(/[()]/g, '.')}`)).fill('973');
  await page.getByLabel(new RegExp(`^${form.nameOnCard}`)).fill('Ada Lovelace');
  await page.getByRole('button', { name: form.next, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: form.reviewTitle })).toBeVisible();
  await expect(page.getByText(VAT).first()).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(form.acceptTerms!) }).check();
  await page.getByRole('button', { name: form.placeOrder }).click();

  await expect(page.getByRole('heading', { level: 1, name: de.orderConfirmation!.title })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/de\/order-success$/);
  await expect(
    page.getByText(de.orderDetails!.vatIncluded!.replace('{percent, number}', '19')),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(PRICE).first()).toBeVisible();
  await expect(page.getByText('$', { exact: false })).toHaveCount(0);
});

for (const path of ['/de/', '/de/product/1', '/de/cart', '/de/checkout', '/de/faq']) {
  test(`${path} has no axe violations in either theme`, async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open(page, path);
      await expectNoAxeViolations(page, `${path} (${colorScheme})`);
    }
  });
}

/** One page of each kind, with what must survive the switch (query included). */
const PAGES = [
  '/',
  '/products?category=electronics',
  '/product/1',
  '/search?q=lamp',
  '/cart',
  '/checkout',
  '/faq',
];

test('switching market from every kind of page keeps the page and the cart, and back', async ({ page }) => {
  await open(page, '/');
  await page.evaluate(() => localStorage.setItem('cart', JSON.stringify([{ productId: '1', quantity: 2 }])));
  for (const path of PAGES) {
    await open(page, path);
    await expect(cartLink(page), `the cart on ${page.url()}`).toHaveAccessibleName(/2/);
    await page
      .getByRole('navigation', { name: 'Language and currency' })
      .first()
      .getByRole('link', { name: 'Deutsch · EUR' })
      .click();
    await expect(page).toHaveURL(`/de${path}`);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(cartLink(page)).toHaveAccessibleName(/2/);
    await page
      .getByRole('navigation', { name: de.marketSwitcher!.label })
      .first()
      .getByRole('link', { name: 'English · USD' })
      .click();
    await expect(page).toHaveURL(path);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  }
  // Remembered: the root's home page, opened from outside, is the chosen market's.
  await page
    .getByRole('navigation', { name: 'Language and currency' })
    .first()
    .getByRole('link', { name: 'Deutsch · EUR' })
    .click();
  await expect(page).toHaveURL(/\/de\//);
  await page.goto('/');
  await expect(page).toHaveURL('/de/');
});

test('every page names its alternates in each market and its canonical address in its own', async ({
  page,
}) => {
  await page.goto('/de/product/1');
  const links = page.locator('link[rel="alternate"][hreflang]');
  await expect(links).toHaveCount(3);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/product\/1$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/product\/1$/);
  const offers = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(offers.join('')).toContain('"priceCurrency":"EUR"');
});

test('the switcher links to the canonical address in the page as prerendered, before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/product/1')).text();
  expect(html).toContain('href="/de/product/1" hrefLang="de-DE"');
});

test("the German home, help and legal pages speak the market's own words, taxes and currency", async ({
  page,
}) => {
  await open(page, '/de/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alltagsdinge, mit Sorgfalt ausgewählt.');
  await expect(page.getByRole('link', { name: 'Jetzt einkaufen' })).toHaveAttribute('href', '/de/products');
  await expect(page.getByRole('contentinfo')).toContainText('Alltagsdinge, mit Sorgfalt ausgewählt.');

  await open(page, '/de/faq');
  await page.getByRole('button', { name: 'Sind die Preise inklusive Mehrwertsteuer?' }).click();
  await expect(page.getByText(/Mehrwertsteuer von 19\s%/)).toBeVisible();
  await open(page, '/de/terms');
  await expect(page.getByRole('main')).toContainText(
    /in Euro angegeben und enthalten die gesetzliche Mehrwertsteuer von 19\s%/,
  );
  await open(page, '/de/contact');
  await expect(page.getByRole('main').locator('address')).toContainText('Vereinigte Staaten');
  for (const path of ['/de/', '/de/faq', '/de/terms', '/de/contact'])
    expect(await (await page.request.get(path)).text(), path).not.toMatch(
      /Sales Tax|US-Dollar|Welcome to|Shop Now/,
    );
});
