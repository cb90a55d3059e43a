// Counts what a first-sight test did with its taps, for `npm run stress` (scripts/stress.mjs): the
// taps made, the presses the replay dropped (src/boot/early-event-replay.ts warns of each) and the
// presses still held when the test ended. Each test gets an annotation `taps` with the three.
import { test as base } from './fixtures';

/** The start of the warning the replay prints for a press it could not hand to the app. */
export const DROPPED_PRESS = 'Lumina: an early press could not be handed to the app';

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
      page.on('console', (message) => {
        if (message.type() === 'warning' && message.text().startsWith(DROPPED_PRESS)) dropped += 1;
      });
      try {
        await use(undefined);
      } finally {
        prototype.tap = tap;
        const held = await page.evaluate(() => window.__luminaEarlyEvents?.queue.length ?? 0).catch(() => 0);
        testInfo.annotations.push({ type: 'taps', description: JSON.stringify({ made, dropped, held }) });
      }
    },
    { auto: true },
  ],
});
