// What the product page's variant specs share: the page's parts and opening it ready.
import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

export const main = (page: Page) => page.getByRole('main');
/** The gallery's main picture: the first image of the page's main content. */
export const picture = (page: Page) => main(page).locator('img').first();
export const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

/** Opens `path` and waits until the app can act on it. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
