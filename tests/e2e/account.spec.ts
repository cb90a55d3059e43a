import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { blockChunk } from './network-faults';

async function signIn(page: Page, path = '/login') {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in and opens the account page through the header (client-side: in-memory state survives). */
async function openAccount(page: Page) {
  await signIn(page);
  await page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

test('signed out, /profile asks to log in and brings the shopper back after signing in', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/register',
  );
  await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/profile$/);
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('a signed-in reload of /profile never flashes Please Log In', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenHeadings: string[] }).seenHeadings = seen;
    new MutationObserver(() => {
      for (const h of document.querySelectorAll('h1')) seen.push(h.textContent ?? '');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
  expect(seen).not.toContain('Please Log In');
  expect(seen).toContain('My Account');
});

test('the tabs are a real tablist: arrow keys move, each panel has no axe violations', async ({ page }) => {
  await openAccount(page);
  // The sign-in toast leaves on its own timer, which could fade it out while axe reads a panel
  // (a colour mid-fade is poor contrast no one reads): the panels are checked once it has gone.
  await expect(page.getByText('You have successfully logged in.', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('tablist', { name: 'Account sections' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile Profile tab');

  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  await expectNoAxeViolations(page, '/profile Orders tab');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Wishlist' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile Wishlist tab');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tabpanel', { name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile Settings tab');

  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Settings' })).toBeFocused();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);

  // The chosen tab survives a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
});

test('profile: Edit, Cancel restores, Save Changes validates and saves into the user', async ({ page }) => {
  await openAccount(page);
  const details = page.getByRole('region', { name: 'Profile Information' });
  await expect(details).toContainText('Demo User');

  await details.getByRole('button', { name: 'Edit' }).click();
  const name = details.getByLabel('Full Name');
  await expect(name).toBeFocused();
  await name.fill('Someone Else');
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toContainText('Demo User');
  await expect(details).not.toContainText('Someone Else');
  await expect(details.getByRole('button', { name: 'Edit' })).toBeFocused();

  await details.getByRole('button', { name: 'Edit' }).click();
  await expect(name).toHaveValue('Demo User');
  await name.fill('D');
  await details.getByLabel('Email').fill('not-an-email');
  await details.getByRole('button', { name: 'Save Changes' }).click();
  await expect(details.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(details.getByText('Email is invalid')).toBeVisible();
  await expectNoAxeViolations(page, '/profile edit with errors');
  await name.pressSequentially('emo Shopper');
  await expect(details.getByText('Name must be at least 2 characters')).toBeHidden();
  await details.getByLabel('Email').fill('shopper@example.com');
  await details.getByLabel('City').fill('Portland');
  await details.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(details).toContainText('Demo Shopper');
  await expect(details).toContainText('shopper@example.com');
  await expect(details).toContainText('Portland');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Demo Shopper)' }),
  ).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText('Demo Shopper');
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText('Portland');
});

test('the Wishlist tab shows the current wishlist items', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  const heart = page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  const label = (await heart.getAttribute('aria-label')) ?? '';
  const productName = label.replace(/^Add /, '').replace(/ to wishlist$/, '');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' }).click();
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Wishlist' });
  await expect(panel.getByRole('heading', { name: 'Wishlist (1 item)' })).toBeVisible();
  await expect(panel.getByRole('link', { name: productName })).toBeVisible();

  await panel.getByRole('button', { name: `Add ${productName} to wishlist` }).click();
  await expect(panel.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
});

test('the Orders tab shows the order list of /orders', async ({ page }) => {
  await openAccount(page);
  await page.getByRole('tab', { name: 'Orders' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Order History' })).toBeVisible();
  const orders = panel.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(2);
  await expect(orders.nth(0)).toContainText('ORD-31877420');
  await expect(orders.nth(0)).toContainText('Shipped');
  await expect(orders.nth(1)).toContainText('ORD-24051231');
  await expect(orders.nth(1)).toContainText('Delivered');

  // The same list as the order history page.
  await page.goto('/orders');
  await waitForHydration(page);
  const pageOrders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(pageOrders).toHaveCount(2);
  await expect(pageOrders.nth(0)).toContainText('ORD-31877420');
});

test('settings keep their state for the session and reset on reload', async ({ page }) => {
  await openAccount(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const email = page.getByRole('checkbox', { name: 'Email Notifications' });
  const sms = page.getByRole('checkbox', { name: 'SMS Notifications' });
  const marketing = page.getByRole('checkbox', { name: 'Marketing Emails' });
  await expect(email).toBeChecked();
  await expect(sms).not.toBeChecked();
  await expect(marketing).toBeChecked();

  await sms.check();
  await marketing.uncheck();
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(sms).toBeChecked();
  await expect(marketing).not.toBeChecked();

  await page.reload();
  await waitForHydration(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(sms).not.toBeChecked();
  await expect(marketing).toBeChecked();
});

test('Delete Account asks first, then signs out and forgets the user', async ({ page }) => {
  await openAccount(page);
  await page.getByRole('tab', { name: 'Settings' }).click();
  const deleteButton = page.getByRole('button', { name: 'Delete Account' });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '/profile delete dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(page).toHaveURL(/\/profile\?tab=settings$/);

  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user'), sessionStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  await page.goto('/profile');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeVisible();
});

test("the account's code failing to arrive says so with Try Again; Try Again brings the tabs", async ({
  page,
}) => {
  const unblock = await blockChunk(page, 'account-dashboard');
  await openAccount(page);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your account could not be loaded');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expectNoAxeViolations(page, '/profile, its code not downloaded');

  unblock();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});
