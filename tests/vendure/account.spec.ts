// The account pages on Vendure: the profile's details are the customer's on the server (read back
// on signing in elsewhere), a changed e-mail address or an unreachable server changes nothing, and
// Delete Account closes the customer's account so that it no longer signs in.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { toast } from '../e2e/checkout-helpers';
import { register, signIn } from './accounts';
import { customerDetails } from './admin-api';

const shopApi = process.env.VENDURE_SHOP_API ?? 'http://127.0.0.1:3101/shop-api';
async function editProfile(page: Page) {
  await page.goto('/profile');
  await waitForHydration(page);
  const details = page.getByRole('region', { name: 'Profile Information' });
  await details.getByRole('button', { name: 'Edit' }).click();
  return details;
}

test("the profile's details are saved on the server and read back when signing in elsewhere", async ({
  page,
  browser,
}) => {
  const email = `ada-${Date.now()}@example.com`;
  await register(page, email);
  const details = await editProfile(page);
  await details.getByLabel('Full Name').fill('Ada Lovelace');
  await details.getByLabel('Phone').fill('555-0143');
  await details.getByLabel('Address').fill('12 St James Square');
  await details.getByLabel('City').fill('London');
  await details.getByLabel('State').fill('Westminster');
  await details.getByLabel('ZIP Code').fill('SW1Y 4JH');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile updated')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toBeFocused();
  expect(await customerDetails(email)).toEqual({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: '555-0143',
    addresses: [
      { streetLine1: '12 St James Square', city: 'London', province: 'Westminster', postalCode: 'SW1Y 4JH' },
    ],
  });

  // A second save changes the same address, not a new one.
  await details.getByRole('button', { name: 'Edit' }).click();
  await details.getByLabel('City').fill('Marylebone');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details).toContainText('Marylebone');
  await expect
    .poll(async () => (await customerDetails(email))?.addresses.map((a) => a.city))
    .toEqual(['Marylebone']);

  const other = await browser.newContext();
  try {
    const elsewhere = await other.newPage();
    await signIn(elsewhere, email);
    await expect(
      elsewhere.getByRole('banner').getByRole('link', { name: 'Your account (Ada Lovelace)' }),
    ).toBeVisible();
    await elsewhere.goto('/profile');
    await waitForHydration(elsewhere);
    const there = elsewhere.getByRole('region', { name: 'Profile Information' });
    for (const text of ['555-0143', '12 St James Square', 'Marylebone', 'Westminster', 'SW1Y 4JH'])
      await expect(there).toContainText(text);
  } finally {
    await other.close();
  }
});

test('a changed e-mail address, or the server out of reach, saves nothing and keeps the edits', async ({
  page,
}) => {
  const email = `ada-${Date.now()}@example.com`;
  await register(page, email);
  const details = await editProfile(page);
  await details.getByLabel('Full Name').fill('Ada King');
  await details.getByLabel('Email').fill('countess@example.com');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Profile Not Saved')).toBeVisible();
  await expect(
    page.getByText(
      'Your email address is how you sign in, so it cannot be changed here. Nothing was changed.',
    ),
  ).toBeVisible();
  await expect(details.getByLabel('Full Name')).toHaveValue('Ada King');

  await details.getByLabel('Email').fill(email);
  await page.route(shopApi, (route) => route.abort('connectionrefused'));
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('The shop could not be reached, so nothing was changed. Please try again.'),
  ).toBeVisible();
  await expect(details.getByLabel('Full Name')).toHaveValue('Ada King');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Ada Byron)' }),
  ).toBeVisible();
  expect(await customerDetails(email)).toMatchObject({ firstName: 'Ada', lastName: 'Byron' });
});

test('Delete Account closes the account on the server: it no longer signs in', async ({ page }) => {
  const email = `ada-${Date.now()}@example.com`;
  await register(page, email);
  await page.goto('/profile?tab=settings');
  await waitForHydration(page);

  // Out of reach: the account is kept, and says so.
  await page.route(shopApi, (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account Not Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);
  expect(await customerDetails(email)).toBeDefined();

  await page.unroute(shopApi);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Account' }).click();
  await expect(toast(page, 'Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await customerDetails(email)).toBeUndefined();

  await signIn(page, email);
  await expect(toast(page, 'Login Failed')).toBeVisible();
});
