import { type Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Nothing alarming: no error page, no error section, no destructive toast. */
async function expectCalmPage(page: Page) {
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(page.getByText('This section could not be shown')).toHaveCount(0);
}

async function addToCartFromProductPage(page: Page, id: string) {
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
}

test('storage that throws on every write (quota): the cart works in memory', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await addToCartFromProductPage(page, '3');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Your Cart is Empty')).toHaveCount(0);
  await expectCalmPage(page);
  expect(consoleErrors).toEqual([]);
});

test('disabled storage (SecurityError on access): browsing, cart and sign-in still work', async ({
  page,
}) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    }
  });
  await addToCartFromProductPage(page, '5');
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Your account (Demo User)' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expectCalmPage(page);
});

test('garbage in every stored key: the shop starts clean and removes the bad keys', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('cart', '"{oops');
    localStorage.setItem('savedForLater', '{"a":1}');
    localStorage.setItem('user', '<script>alert(1)</script>');
    sessionStorage.setItem('user', '[1,2,3]');
  });
  for (const path of ['/', '/cart', '/profile', '/checkout']) {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expectCalmPage(page);
  }
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  const left = await page.evaluate(() => [
    localStorage.getItem('cart'),
    localStorage.getItem('savedForLater'),
    localStorage.getItem('user'),
    sessionStorage.getItem('user'),
  ]);
  expect(left).toEqual([null, null, null, null]);
  expect(consoleErrors).toEqual([]);
});

test('garbage written by another tab does not cost this tab its cart', async ({ page, context }) => {
  await addToCartFromProductPage(page, '1');
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // The storage events this tab receives, heard after the shop's own listeners (added earlier).
  await page.evaluate(() => {
    const heard: (string | null)[] = [];
    (window as unknown as { heardStorage: typeof heard }).heardStorage = heard;
    window.addEventListener('storage', (event) => heard.push(event.key));
  });
  const other = await context.newPage();
  await other.goto('/about');
  await other.evaluate(() => {
    localStorage.setItem('cart', '!!not json!!');
    localStorage.setItem('savedForLater', '{"evil":true}');
  });
  // Both writes have reached this tab, so the shop has begun handling them...
  await page.waitForFunction(() => {
    const heard = (window as unknown as { heardStorage: (string | null)[] }).heardStorage;
    return heard.includes('cart') && heard.includes('savedForLater');
  });
  // ...and has handled the garbage: this tab repaired the stored copy (the headphones' line, the
  // colour their page shows first), so a reload keeps the cart.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('cart')))
    .toBe(JSON.stringify([{ productId: '1', variantId: '1-black', quantity: 2 }]));
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expectCalmPage(page);
});
