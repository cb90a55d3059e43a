// What a journey may do in a browser, the same for every engine: open an address, press, type,
// press a key, and read what the page shows. Each driver (puppeteer-shopper.ts for Chromium and
// Firefox, webdriver-shopper.ts for WebKit) implements it with the engine's own input events; the
// journeys (journeys.test.ts) are written once against it. Waiting is for a condition, within a
// deadline, never for a fixed time.
import { describeTarget, type Name, type Target } from './find-in-page';

/** The keys the journeys press. */
export type Key = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape' | 'Tab';

/** What one driver does; `Shopper` adds the waiting on top. */
export interface Driver {
  readonly engine: string;
  /** A full page load of a path of the shop, resolved at the load event (not at hydration). */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Presses the element with the engine's own pointer input; false if it is not there now. */
  press(target: Target): Promise<boolean>;
  /** Types into the element (focused by a press first) with the engine's own key input. */
  type(target: Target, text: string): Promise<boolean>;
  key(key: Key): Promise<void>;
  /** Runs an expression in the page and returns its JSON value. */
  run<T>(expression: string): Promise<T>;
  /** How many visible elements match. */
  count(target: Target): Promise<number>;
  /** The error events and console errors the page reported so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** How long a condition may take to hold: as long as Playwright's expect in this project, plus room. */
const DEADLINE_MS = 10_000;
const POLL_MS = 50;

async function until<T>(
  what: string | (() => string),
  check: () => Promise<T>,
  timeout = DEADLINE_MS,
): Promise<T> {
  const end = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > end)
      throw new Error(
        `${typeof what === 'string' ? what : what()}: not within ${timeout} ms (last: ${String(last)})`,
      );
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

const js = (value: unknown) => JSON.stringify(value);
const pattern = (name: Name) =>
  name instanceof RegExp ? `new RegExp(${js(name.source)}, ${js(name.flags)})` : null;

/**
 * With the performance machinery off (`LUMINA_BOOT_MACHINERY=off`, scripts/test-machinery-off.mjs)
 * a press before hydration does nothing, as in any React app: the shopper waits until the page
 * has hydrated before each press and each word typed.
 */
const waitsForHydration = process.env.LUMINA_BOOT_MACHINERY === 'off';

/** A driver with waiting: each step waits for what it needs to be on the page, as a shopper does. */
export class Shopper {
  constructor(readonly driver: Driver) {}

  get engine(): string {
    return this.driver.engine;
  }

  goto(path: string): Promise<void> {
    return this.driver.goto(path);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** Presses the target as soon as it shows (as a shopper would, hydrated or not). */
  async press(target: Target): Promise<void> {
    await this.hydrated();
    await until(`press ${describeTarget(target)}`, () => this.driver.press(target));
  }

  async type(target: Target, text: string): Promise<void> {
    await this.hydrated();
    await until(`type into ${describeTarget(target)}`, () => this.driver.type(target, text));
  }

  key(key: Key): Promise<void> {
    return this.driver.key(key);
  }

  /** With the machinery off, waits until the page has hydrated (src/boot/handover.tsx sets the flag). */
  private async hydrated(): Promise<void> {
    if (!waitsForHydration) return;
    const flag = "document.documentElement.dataset.hydrated === 'true'";
    await until('the page has hydrated', () => this.driver.run<boolean>(flag));
  }

  /** Waits until the target shows. */
  async see(target: Target): Promise<void> {
    await until(`see ${describeTarget(target)}`, async () => (await this.driver.count(target)) > 0);
  }

  /** Waits until exactly `n` elements match. */
  async seeCount(target: Target, n: number): Promise<void> {
    let last = -1;
    await until(
      () => `${n} of ${describeTarget(target)} (saw ${last})`,
      async () => {
        last = await this.driver.count(target);
        return last === n;
      },
    );
  }

  /** Waits until the page's visible text has this text (or pattern) in it. */
  async seeText(text: Name): Promise<void> {
    const body = `document.body.innerText.replace(/\\s+/g, ' ')`;
    const check = text instanceof RegExp ? `${pattern(text)}.test(${body})` : `${body}.includes(${js(text)})`;
    await until(`see the text "${String(text)}"`, () => this.driver.run<boolean>(check));
  }

  /** Waits until the address's path and query match. */
  async seePath(path: string | RegExp): Promise<void> {
    await until(`be at ${String(path)}`, async () => {
      const now = await this.path();
      return typeof path === 'string' ? now === path : path.test(now);
    });
  }

  /** Waits until an expression in the page is true. */
  async seeTrue(what: string, expression: string): Promise<void> {
    await until(what, () => this.driver.run<boolean>(expression));
  }

  path(): Promise<string> {
    return this.driver.run<string>('location.pathname + location.search');
  }

  run<T>(expression: string): Promise<T> {
    return this.driver.run<T>(expression);
  }

  errors(): Promise<string[]> {
    return this.driver.errors();
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
