// Registering and signing in through the storefront's forms, for the journeys on Vendure.
import type { Page } from '@playwright/test';
import { expect, waitForHydration } from '../e2e/fixtures';

export const password = 'analytical1843';

/** Registers Ada Byron with `email` and waits until the header shows her signed in. */
export async function register(page: Page, email: string) {
  await page.goto('/register');
  await waitForHydration(page);
  await page.getByLabel('Full Name').fill('Ada Byron');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Your account (Ada Byron)' }),
  ).toBeVisible();
}

/** Fills and sends the sign-in form (the outcome is the caller's to check). */
export async function signIn(page: Page, email: string, secret = password) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
