// Counts what a first-sight test did with its taps, for `npm run stress` (scripts/stress.mjs): the
// taps made, the presses the replay dropped (src/boot/early-event-replay.ts warns of each) and the
// presses still held when the test ended. Each test gets an annotation `taps` with the three.
import { test as base } from './fixtures';

/** The start of the warning the replay prints for a press it could not hand to the app. */
export const DROPPED_PRESS = 'An early press could not be handed to the app';

export const test = base.extend<{ tapCount: undefined }>({
  tapCount: [
    async ({ page }, use, testInfo) => {
      // Every locator shares one prototype: its tap is counted for this test, then restored.
      const prototype = Object.getPrototypeOf(page.locator('body')) as {
        tap: (...args: unknown[]) => unknown;
      };
      const tap = prototype.tap;
      let made = 0;
      prototype.tap = function (this: unknown, ...args: unknown[]) {
        made += 1;
        return tap.apply(this, args);
      };
      let dropped = 0;
      // What went wrong on the page, reported with a failed test (a lost press has a cause).
      const trouble: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith(DROPPED_PRESS)) dropped += 1;
        if (message.type() === 'error' || message.type() === 'warning') trouble.push(message.text());
      });
      page.on('pageerror', (error) => trouble.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        trouble.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`),
      );
      try {
        await use(undefined);
      } finally {
        prototype.tap = tap;
        const state = await page
          .evaluate(() => ({
            hydrated: document.documentElement.dataset.hydrated === 'true',
            live: window.__luminaEarlyEvents?.live,
            queue: window.__luminaEarlyEvents?.queue.map((item) => `${item.kind} ${item.path}`) ?? [],
          }))
          .catch(() => ({ hydrated: undefined, live: undefined, queue: [] }));
        const held = state.queue.length;
        testInfo.annotations.push({ type: 'taps', description: JSON.stringify({ made, dropped, held }) });
        if (testInfo.errors.length > 0)
          testInfo.annotations.push({ type: 'page', description: JSON.stringify({ ...state, trouble }) });
      }
    },
    { auto: true },
  ],
});
