// The driver for Chromium (Chrome DevTools Protocol) and Firefox (WebDriver BiDi), both through
// puppeteer-core with the browser from Debian's packages and a new, empty profile each journey.
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer-core';
import { chromeFlags } from '../../scripts/find-chrome.mjs';
import { FIND_ALL, FIND_ONE, serialise, type Target } from './find-in-page';
import { COLLECT, type HeardError, pageErrors, READ } from './page-errors';
import type { Driver, Key } from './shopper';

export const VIEWPORT = { width: 1280, height: 800 };

function profileDir(engine: string): string {
  return mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', `engines-${engine}-`));
}

async function launch(engine: 'chromium' | 'firefox', executablePath: string): Promise<Browser> {
  const common = {
    executablePath,
    headless: true,
    defaultViewport: VIEWPORT,
    userDataDir: profileDir(engine),
  };
  if (engine === 'firefox') return puppeteer.launch({ ...common, browser: 'firefox' });
  return puppeteer.launch({ ...common, browser: 'chrome', args: chromeFlags });
}

class PuppeteerDriver implements Driver {
  constructor(
    readonly engine: string,
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(to: string): Promise<void> {
    await this.page.goto(new URL(to, this.baseUrl).href, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  private async element(target: Target): Promise<ElementHandle<Element> | null> {
    const handle = await this.page.evaluateHandle(`${FIND_ONE}(${JSON.stringify(serialise(target))})`);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) await handle.dispose();
    return element;
  }

  async press(target: Target): Promise<boolean> {
    const element = await this.element(target);
    if (!element) return false;
    await element.click();
    await element.dispose();
    return true;
  }

  async type(target: Target, text: string): Promise<boolean> {
    const element = await this.element(target);
    if (!element) return false;
    await element.click();
    await this.page.keyboard.type(text);
    await element.dispose();
    return true;
  }

  async key(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  run<T>(expression: string): Promise<T> {
    return this.page.evaluate(expression) as Promise<T>;
  }

  count(target: Target): Promise<number> {
    return this.run<number>(`${FIND_ALL}(${JSON.stringify(serialise(target))}).length`);
  }

  async errors(): Promise<string[]> {
    return pageErrors(await this.run<HeardError[]>(READ));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

export async function puppeteerDriver(
  engine: 'chromium' | 'firefox',
  executablePath: string,
  baseUrl: string,
): Promise<Driver> {
  const browser = await launch(engine, executablePath);
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  await page.evaluateOnNewDocument(COLLECT);
  return new PuppeteerDriver(engine, browser, page, baseUrl);
}
