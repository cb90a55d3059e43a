// A forgotten password on Vendure: /forgot-password asks Vendure for a reset, the local server's
// mailbox (vendure/reset-mail-plugin.mjs) gets the e-mail, its link opens /reset-password, and the
// new password is set there, signing the customer in; the old password and the used link no longer
// work.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, test, waitForHydration } from '../e2e/fixtures';
import { toast } from '../e2e/checkout-helpers';
import { password, register, signIn } from './accounts';

const mailDir = process.env.VENDURE_MAIL_DIR ?? path.resolve('.tmp/vendure-test-data/mail');

/** The text of the reset e-mail sent to `email`, once there is one. */
async function resetMail(email: string): Promise<string> {
  const find = () => {
    try {
      return readdirSync(mailDir).find((name) => name.endsWith(`-password-reset-${email}.eml`));
    } catch {
      return undefined; // No mail has been written yet.
    }
  };
  await expect.poll(find, { message: `a reset e-mail to ${email}` }).toBeDefined();
  return readFileSync(path.join(mailDir, find()!), 'utf8');
}

test('a reset e-mail leads to a new password that signs in; the old password and the used link do not', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `ada-${Date.now()}@example.com`;
  await register(page, email);

  const other = await browser.newContext();
  try {
    const shopper = await other.newPage();
    await shopper.goto('/forgot-password');
    await waitForHydration(shopper);
    await shopper.getByLabel('Email').fill(email);
    await shopper.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      shopper.getByText(`If an account exists for ${email}, a reset link is on its way.`),
    ).toBeVisible();

    const mail = await resetMail(email);
    expect(mail).toContain(`To: ${email}`);
    const link = /^(\S+\/reset-password\?token=\S+)$/m.exec(mail)?.[1];
    expect(link?.startsWith(`${baseURL}/reset-password?token=`), mail).toBe(true);

    await shopper.goto(link!);
    await waitForHydration(shopper);
    await expect(shopper.getByRole('heading', { name: 'Choose a New Password', level: 1 })).toBeVisible();
    await expectNoAxeViolations(shopper, '/reset-password');
    await shopper.getByLabel('New Password').fill('difference-engine');
    await shopper.getByLabel('Confirm Password').fill('difference-engin');
    await shopper.getByRole('button', { name: 'Set New Password' }).click();
    await expect(shopper.getByText('Passwords do not match')).toBeVisible();
    await shopper.getByLabel('Confirm Password').fill('difference-engine');
    await shopper.getByRole('button', { name: 'Set New Password' }).click();
    await expect(toast(shopper, 'Password Changed')).toBeVisible();
    await expect(shopper).toHaveURL(`${baseURL}/`);
    await expect(
      shopper.getByRole('banner').getByRole('link', { name: 'Your account (Ada Byron)' }),
    ).toBeVisible();
    // The token does not stay in the page's storage.
    const stored = await shopper.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(new URL(link!).searchParams.get('token'));

    // The link works once.
    await shopper.goto(link!);
    await waitForHydration(shopper);
    await shopper.getByLabel('New Password').fill('another-engine');
    await shopper.getByLabel('Confirm Password').fill('another-engine');
    await shopper.getByRole('button', { name: 'Set New Password' }).click();
    await expect(
      shopper.getByText(
        'This link can no longer reset a password: it has been used or has expired. Ask for a new one below.',
      ),
    ).toBeVisible();
    await expect(shopper.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  } finally {
    await other.close();
  }

  const fresh = await browser.newContext();
  try {
    const later = await fresh.newPage();
    await signIn(later, email, password);
    await expect(toast(later, 'Login Failed')).toBeVisible();
    await signIn(later, email, 'difference-engine');
    await expect(
      later.getByRole('banner').getByRole('link', { name: 'Your account (Ada Byron)' }),
    ).toBeVisible();
  } finally {
    await fresh.close();
  }
});
