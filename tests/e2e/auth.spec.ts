import { type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { delays, runTimersFor } from './waits';

const demo = { email: 'demo@example.com', password: 'demo1234' };

async function openLogin(page: Page, path = '/login') {
  await page.goto(path);
  await waitForHydration(page);
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

const accountLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Your account (Demo User)' });
const signInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Sign in' });
const storedUser = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((a) => window[a].getItem('user'), area);

test('login: every field error appears on submit and clears when its field is edited', async ({
  page,
  consoleErrors,
}) => {
  await openLogin(page);
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '/login with errors');

  await email.pressSequentially('d');
  await expect(page.getByText('Email is required')).toBeHidden();
  await expect(page.getByText('Password is required')).toBeVisible();
  await password.pressSequentially('1');
  await expect(page.getByText('Password is required')).toBeHidden();

  await email.fill('demo@example');
  await password.fill('12345');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expectNoAxeViolations(page, '/login with shape errors');
  await email.press('End');
  await email.pressSequentially('.com');
  await expect(page.getByText('Email is invalid')).toBeHidden();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await password.pressSequentially('6');
  await expect(page.getByText('Password must be at least 6 characters')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('login page offers the password toggle, Remember me, the demo hint and its links', async ({ page }) => {
  await openLogin(page);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret1');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');

  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(page.getByText('demo@example.com', { exact: true })).toBeVisible();
  await expect(page.getByText('demo1234', { exact: true })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a wrong password shows the failure toast and keeps the shopper signed out', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, demo.email, 'wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(signInLink(page)).toBeVisible();
  expect(await storedUser(page, 'localStorage')).toBeNull();
});

test('demo login lands on /, shows the avatar, and a reload keeps the user', async ({
  page,
  consoleErrors,
}) => {
  await openLogin(page);
  await expect(signInLink(page)).toHaveAttribute('href', '/login');
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
  await expect(page.getByText('You have successfully logged in.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountLink(page)).toHaveAttribute('href', '/profile');
  await expect(signInLink(page)).toHaveCount(0);
  expect(JSON.parse((await storedUser(page, 'localStorage')) ?? 'null')).toMatchObject({ name: 'Demo User' });
  expect(await storedUser(page, 'sessionStorage')).toBeNull();

  await page.reload();
  await waitForHydration(page);
  await expect(accountLink(page)).toBeVisible();
  await accountLink(page).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('with Remember me off the user is kept in sessionStorage only', async ({ page, context }) => {
  await openLogin(page);
  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountLink(page)).toBeVisible();
  expect(await storedUser(page, 'localStorage')).toBeNull();
  expect(JSON.parse((await storedUser(page, 'sessionStorage')) ?? 'null')).toMatchObject({
    email: demo.email,
  });

  // Same tab, same browser session: still signed in after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(accountLink(page)).toBeVisible();

  // A new tab starts a new session: signed out there.
  const other = await context.newPage();
  await other.goto('/');
  await waitForHydration(other);
  await expect(signInLink(other)).toBeVisible();
  await other.close();
});

test('logout returns to / and the icon becomes the login link', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await accountLink(page).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged Out', { exact: true })).toBeVisible();
  await expect(page.getByText('You have been successfully logged out.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(signInLink(page)).toHaveAttribute('href', '/login');
  await expect(accountLink(page)).toHaveCount(0);
  expect(await storedUser(page, 'localStorage')).toBeNull();
  await page.reload();
  await waitForHydration(page);
  await expect(signInLink(page)).toBeVisible();
});

for (const redirect of ['//evil.example', 'https://evil.example']) {
  test(`/login?redirect=${redirect} lands on /`, async ({ page }) => {
    await openLogin(page, `/login?redirect=${encodeURIComponent(redirect)}`);
    await fillLogin(page, demo.email, demo.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(accountLink(page)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
}

test('a same-site redirect is followed after signing in', async ({ page }) => {
  await openLogin(page, '/login?redirect=/orders');
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(accountLink(page)).toBeVisible();
});

for (const garbage of ['{oops', '"{oops"']) {
  test(`a stored user of ${garbage} loads as signed out and the key is removed`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate((value) => localStorage.setItem('user', value), garbage);
    await page.reload();
    await waitForHydration(page);
    await expect(signInLink(page)).toBeVisible();
    await expect.poll(() => storedUser(page, 'localStorage')).toBeNull();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}

test('double-clicking Sign In makes one attempt', async ({ page }) => {
  await page.clock.install();
  await openLogin(page);
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).dblclick();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
  const welcome = page.getByText('Welcome back!', { exact: true });
  await expect(welcome).toHaveCount(1);
  // A second attempt, started by the second click, ends within one sign-in after the first: run
  // the clock that far, so its toast (if any) has been raised and rendered.
  await runTimersFor(page, delays.authMs);
  // Counted once: a retrying toHaveCount would wait for a second toast to leave.
  expect(await welcome.count()).toBe(1);
});

test('register: every field error appears on submit and clears when its field is edited', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/register');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await submit.click();
  const required: [string, string][] = [
    ['Full Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Password', 'Password is required'],
    ['Confirm Password', 'Please confirm your password'],
  ];
  for (const [, message] of required) await expect(page.getByText(message, { exact: true })).toBeVisible();
  const terms = page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expectNoAxeViolations(page, '/register with errors');

  for (const [label, message] of required) {
    await page.getByLabel(label, { exact: true }).pressSequentially('a');
    await expect(page.getByText(message, { exact: true })).toBeHidden();
  }
  await terms.check();
  await expect(page.getByText('You must accept the terms and conditions')).toBeHidden();

  await page.getByLabel('Full Name').fill(' A ');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm Password').fill('12346');
  await submit.click();
  const rules: [string, string][] = [
    ['Full Name', 'Name must be at least 2 characters'],
    ['Email', 'Email is invalid'],
    ['Password', 'Password must be at least 6 characters'],
    ['Confirm Password', 'Passwords do not match'],
  ];
  for (const [, message] of rules) await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/register with rule errors');
  for (const [label, message] of rules) {
    await page.getByLabel(label, { exact: true }).press('End');
    await page.getByLabel(label, { exact: true }).pressSequentially('x');
    await expect(page.getByText(message, { exact: true })).toBeHidden();
  }
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(consoleErrors).toEqual([]);
});

test('register then the profile shows the new name', async ({ page }) => {
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('  Ada Lovelace ');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password', { exact: true }).fill('engine1');
  await page.getByLabel('Confirm Password').fill('engine1');
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
  await expect(page.getByText('Account Created!', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Welcome to Lumina! Your account has been created successfully.', { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const avatar = page.getByRole('banner').getByRole('link', { name: 'Your account (Ada Lovelace)' });
  await avatar.click();
  await expect(page).toHaveURL(/\/profile$/);
  const details = page.getByRole('region', { name: 'Profile Information' });
  await expect(details).toContainText('Ada Lovelace');
  await expect(details).toContainText('ada@example.com');
});

test('forgot password: email rules, a simulated send, then the neutral confirmation', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page).toHaveTitle('Forgot Password | Lumina');
  const email = page.getByLabel('Email');
  const send = page.getByRole('button', { name: 'Send Reset Link' });
  await send.click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expectNoAxeViolations(page, '/forgot-password with errors');
  await email.pressSequentially('someone@example');
  await expect(page.getByText('Email is required')).toBeHidden();
  await send.click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await email.pressSequentially('.com');
  await expect(page.getByText('Email is invalid')).toBeHidden();
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  const status = page.getByRole('status').filter({ hasText: 'reset link' });
  await expect(status).toHaveText(
    'If an account exists for someone@example.com, a reset link is on its way.',
  );
  await expect(status).toBeFocused();
  await expectNoAxeViolations(page, '/forgot-password sent');
  await page.getByRole('link', { name: 'Back to Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(consoleErrors).toEqual([]);
});

test('logging out in one tab signs out the other', async ({ page, context }) => {
  await openLogin(page);
  await fillLogin(page, demo.email, demo.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountLink(page)).toBeVisible();

  const other = await context.newPage();
  await other.goto('/profile');
  await waitForHydration(other);
  await expect(other.getByRole('tab', { name: 'Profile' })).toBeVisible();
  await expect(accountLink(other)).toBeVisible();

  await accountLink(page).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(signInLink(page)).toBeVisible();

  await expect(signInLink(other)).toBeVisible();
  await expect(other.getByRole('heading', { level: 1, name: 'Please Log In' })).toBeVisible();
  await other.close();
});
