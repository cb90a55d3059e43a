// `npm run screenshots`: the README's screenshots of an existing build (`npm run build` first), in
// Chromium: home, a product, the cart and checkout (with two products in the cart), and the German
// market's product and checkout, each at 390 and 1280 px wide, in the light and the dark theme,
// into docs/screenshots/<page>-<theme>-<width>.png.
// `--only NAME` (e.g. product) takes one page's. It shows the shop; it checks nothing.
import { existsSync } from 'node:fs';
import { withServer } from './bench/serve-build.mjs';
import { command, fail } from './cli.mjs';
import { chromeFlags, ensureChrome } from './find-chrome.mjs';
import { toolEnv } from './tool-env.mjs';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/product/1' },
  { name: 'cart', path: '/cart' },
  { name: 'checkout', path: '/checkout' },
  // The German market's (docs/how-to/add-a-market.md), the cart's products priced in euros.
  { name: 'de-product', path: '/de/product/1' },
  { name: 'de-checkout', path: '/de/checkout' },
];
const WIDTHS = [390, 1280];
const THEMES = ['light', 'dark'];

const spec = {
  name: 'npm run screenshots',
  summary: "The README's screenshots of an existing build (build/) into docs/screenshots/, in Chromium.",
  options: {
    only: { type: 'string', value: 'NAME', choices: PAGES.map((p) => p.name), help: "only this page's" },
  },
  env: { CHROME_PATH: 'the Chromium to run (default /usr/bin/chromium)' },
};
const only = command(spec).values.only ?? null;
if (!existsSync('build/client/index.html')) fail(spec, 'no build in build/: run `npm run build` first', 1);
const { chromium } = await import('@playwright/test');
Object.assign(process.env, toolEnv());
const browser = await chromium.launch({ executablePath: ensureChrome(), args: chromeFlags });

/** Two products in the cart, added as a shopper adds them. */
async function fillCart(page, origin) {
  for (const id of ['3', '5']) {
    await page.goto(`${origin}/product/${id}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await page.locator('[data-sonner-toast]').first().waitFor();
  }
}

await withServer('build', async (origin) => {
  for (const width of WIDTHS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({
        viewport: { width, height: width < 768 ? 844 : 800 },
        colorScheme: theme,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      await fillCart(page, origin);
      for (const { name, path } of PAGES.filter((p) => !only || p.name === only)) {
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
        await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
        await page.evaluate(() => globalThis.document.fonts.ready);
        const file = `docs/screenshots/${name}-${theme}-${width}.png`;
        await page.screenshot({ path: file });
        console.log(file);
      }
      await context.close();
    }
  }
});
await browser.close();
