// The driver for WebKit: WebKitGTK's MiniBrowser through WebKitWebDriver (plain WebDriver over
// HTTP, from Debian's webkit2gtk-driver), spoken to by selenium-webdriver. One WebKitWebDriver
// serves a test file; each journey is a new session, which WebKitGTK keeps in an ephemeral profile.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import {
  Builder,
  error as webdriverError,
  Key as Keys,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { FIND_ALL, FIND_ONE, serialise, type Target } from './find-in-page';
import { COLLECT, type HeardError, pageErrors, READ } from './page-errors';
import type { Driver, Key } from './shopper';
import { VIEWPORT } from './puppeteer-shopper';

/** Set by scripts/test-engines.mjs, which checks it is installed. */
const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';

const KEYS: Record<Key, string> = {
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Tab: Keys.TAB,
};

/** Quirks of the driver met and worked around, listed in the journey's output. */
export const quirks: string[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** Starts WebKitWebDriver on a free port; resolves once it answers its status. */
export async function startWebKitWebDriver(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`, '--host=127.0.0.1'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 15_000;
  for (;;) {
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, process: child };
    if (Date.now() > end) throw new Error('WebKitWebDriver did not start within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

class WebKitDriver implements Driver {
  readonly engine = 'webkit';
  constructor(
    private readonly driver: WebDriver,
    private readonly baseUrl: string,
  ) {}

  /** WebDriver has no event for a page's errors: the collector goes in at each load (page-errors.ts). */
  private async listen(): Promise<void> {
    await this.driver.executeScript(COLLECT);
  }

  async goto(to: string): Promise<void> {
    await this.driver.get(new URL(to, this.baseUrl).href);
    await this.listen();
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
    await this.listen();
  }

  private element(target: Target): Promise<WebElement | null> {
    return this.driver.executeScript<WebElement | null>(
      `return ${FIND_ONE}(arguments[0])`,
      serialise(target),
    );
  }

  async press(target: Target): Promise<boolean> {
    const element = await this.element(target);
    if (!element) return false;
    try {
      await element.click();
    } catch (failure) {
      if (!(failure instanceof webdriverError.ElementNotInteractableError)) throw failure;
      // WebKitWebDriver's element click can refuse a visible, enabled control that a pointer
      // press reaches: press it with the pointer at its centre, as a shopper's finger would (a
      // control covered by something else still gets nothing).
      quirks.push(`element click refused on ${JSON.stringify(serialise(target))}: pressed with the pointer`);
      await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
      await this.driver.actions().move({ origin: element }).press().release().perform();
    }
    await this.listen().catch(() => undefined);
    return true;
  }

  async type(target: Target, text: string): Promise<boolean> {
    const element = await this.element(target);
    if (!element) return false;
    await element.sendKeys(text);
    return true;
  }

  async key(key: Key): Promise<void> {
    // To the focused element, the way typing goes (element send keys): under the full suite's load
    // WebKitWebDriver's key actions now and then never reached the page (an arrow key on the
    // header search changed nothing in 10 s), where typing into the same box always did.
    await (await this.driver.switchTo().activeElement()).sendKeys(KEYS[key]);
  }

  run<T>(expression: string): Promise<T> {
    return this.driver.executeScript<T>(`return (${expression})`);
  }

  count(target: Target): Promise<number> {
    return this.driver.executeScript<number>(`return ${FIND_ALL}(arguments[0]).length`, serialise(target));
  }

  async errors(): Promise<string[]> {
    return pageErrors(await this.run<HeardError[]>(READ));
  }

  async close(): Promise<void> {
    await this.driver.quit();
  }
}

export async function webkitDriver(serverUrl: string, baseUrl: string): Promise<Driver> {
  const driver = await new Builder()
    .usingServer(serverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver
    .manage()
    .window()
    .setRect({ ...VIEWPORT, x: 0, y: 0 });
  // A command that hangs fails with the driver's reason instead of the journey's time-out.
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 10_000 });
  return new WebKitDriver(driver, baseUrl);
}
