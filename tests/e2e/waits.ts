// Waits on the event that would show an unwanted change, so a negative assertion after them can
// fail for the right reason (a fixed sleep passes whenever the change comes late).
import type { Locator, Page } from '@playwright/test';
import { delays } from '../../src/config/shop';
import { expect } from './fixtures';

/** The simulated services' latencies, as the app has them. */
export { delays };

/**
 * Every toast the page has asked for so far is in the DOM. Once the toaster listens, notify() reaches
 * sonner within a microtask; sonner adds the toast from a setTimeout(0) and renders it synchronously
 * (flushSync). A timer queued now fires after that one.
 */
export async function toastsRendered(page: Page): Promise<void> {
  // notify() counts the toasts asked for on <html data-toasts>; none asked for, none to wait for.
  const asked = await page.evaluate(() => Number(document.documentElement.dataset.toasts ?? 0));
  if (asked === 0) return;
  // The toaster mounts with the first toast and marks <html data-toaster="listening">; the toasts
  // are handed to it then, and sonner adds each from a setTimeout(0) queued before this one.
  await page.locator('html[data-toaster="listening"]').waitFor({ state: 'attached' });
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * Runs the page's clock `ms` ahead: every timer due by then fires now, with the timers those start
 * (a simulated send's sleep, then the toast it raises). page.clock.install() must have run before the
 * page loaded; time flows normally before and after.
 */
export async function runTimersFor(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
}

/**
 * A submit was handled and refused: focus, which the click put on the button, has moved to an
 * invalid field (the forms focus the first invalid field when they refuse a submit).
 */
export async function expectSubmitRefused(form: Locator): Promise<void> {
  await expect(form.locator('input:focus, textarea:focus, select:focus')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
}
