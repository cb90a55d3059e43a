import { type Page } from '@playwright/test';
import { expect, storageSnapshot, test, waitForHydration } from './fixtures';
import { delays, expectSubmitRefused, runTimersFor } from './waits';

/** What every form field is fed. */
const PAYLOADS = [
  '',
  '   ',
  'x'.repeat(10_000),
  '<img src=x onerror="window.__pwned=true">',
  '"><script>window.__pwned=true</script>',
  "Robert'); DROP TABLE users; --",
  '🛒🔥💥 ünïcödé',
  'שלום עולם مرحبا',
  '-1',
  '99999999999999999999',
];

/** Each form: where it is, and the button that submits it. */
const FORMS: { path: string; submit: RegExp }[] = [
  { path: '/login', submit: /^Sign In$/ },
  { path: '/register', submit: /^Create Account$/ },
  { path: '/forgot-password', submit: /^Send Reset Link$/ },
  { path: '/contact', submit: /^Send Message$/ },
  { path: '/customer-service', submit: /^Send Message$/ },
  { path: '/', submit: /^Subscribe$/ },
  { path: '/faq', submit: /^$/ },
];

// Stored as the shop stores it (the tee's line names its variant), so it is kept as it is.
const CART = [{ productId: '2', variantId: '2-oat-xs', quantity: 4 }];

async function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto('/');
  await page.evaluate((cart) => localStorage.setItem('cart', JSON.stringify(cart)), CART);
  return problems;
}

async function expectUnharmed(page: Page, problems: string[]) {
  expect(problems).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect(page.locator('h1')).toHaveCount(1);
  const stored = await storageSnapshot(page);
  expect(JSON.parse(stored['local:cart'] ?? '[]')).toEqual(CART);
  // Nothing but the shop's own keys is ever stored (productMemory: what the cart's products are,
  // for offline; src/data/product-memory.ts).
  const allowed = [
    'local:cart',
    'local:savedForLater',
    'local:productMemory',
    'session:react-router-scroll-positions',
  ];
  for (const key of Object.keys(stored)) expect(allowed).toContain(key);
}

for (const { path, submit } of FORMS) {
  test(`${path}: every field takes hostile input without harm`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.install();
    const problems = await watch(page);
    await page.goto(path);
    await waitForHydration(page);
    const main = page.locator('#main');
    const fields = main.locator(
      'input[type="text"], input[type="email"], input[type="tel"], input[type="search"], input[type="password"], input:not([type]), textarea',
    );
    await expect(fields.first()).toBeVisible();
    const count = await fields.count();
    for (const value of PAYLOADS) {
      for (let i = 0; i < count; i += 1) await fields.nth(i).fill(value);
      if (submit.source !== '^$') {
        await main.getByRole('button', { name: submit }).first().click();
        // Every payload is an invalid email: the form handles the submit by refusing it.
        await expectSubmitRefused(main);
      }
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
    }
    // Any simulated send a submit started (the longest takes authMs) has ended, with what follows it.
    await runTimersFor(page, Math.max(delays.authMs, delays.messageMs));
    await expectUnharmed(page, problems);
  });
}

test('the header search takes hostile input without harm', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/about');
  await waitForHydration(page);
  const box = page.getByRole('combobox', { name: /search/i }).first();
  for (const value of PAYLOADS) {
    await box.fill(value);
    await box.press('Enter');
    await waitForHydration(page);
  }
  await expectUnharmed(page, problems);
});

test('checkout fields take hostile input; payment data never reaches storage', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await watch(page);
  await page.goto('/checkout');
  await waitForHydration(page);
  const main = page.locator('#main');
  for (const value of PAYLOADS) {
    const fields = main.locator(
      'input[type="text"], input[type="email"], input[type="tel"], input:not([type])',
    );
    const count = await fields.count();
    for (let i = 0; i < count; i += 1) await fields.nth(i).fill(value);
    await main.getByRole('button', { name: /^Next/ }).click();
    // The step handled Next (focus moved from the button to the first invalid field) and stayed.
    await expectSubmitRefused(main);
  }
  await expectUnharmed(page, problems);
});
