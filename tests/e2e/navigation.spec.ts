import type { CDPSession, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { layoutShifts, recordLayoutShifts } from './layout-shift';
import { holdRequests } from './mobile-profile';
import { addRoundTrip, askToSaveData, watchPress } from './network-faults';

/** The round trip every test here adds once the page is ready: a slow phone network. */
const RTT_MS = 400;

/** Code and data requests that went to the network (not answered by a cache) while recording. */
function networkRequests(cdp: CDPSession): { urls: string[]; stop: () => void } {
  const sent = new Map<string, string>();
  const urls: string[] = [];
  let recording = true;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (recording && (type === 'Script' || type === 'Fetch' || type === 'XHR'))
      sent.set(requestId, request.url);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => sent.delete(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const url = sent.get(requestId);
    if (url && !response.fromDiskCache && !response.fromPrefetchCache && !response.fromServiceWorker)
      urls.push(new URL(url).pathname);
  });
  return { urls, stop: () => (recording = false) };
}

/** Whether a request whose address contains `part` has been answered (its resource timing is there). */
function arrived(page: Page, part: string): Promise<boolean> {
  return page.evaluate(
    (wanted) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(wanted)),
    part,
  );
}

/**
 * Opens `path` in a browser that asks to save data (what the shop reads of navigator.connection),
 * once the link prefetcher is in: it fetches nothing ahead, only what a tap asks for.
 */
async function openSavingData(page: Page, path: string): Promise<void> {
  await askToSaveData(page);
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'taps');
}

/**
 * The files of route `id` in the build's route-asset list (scripts/route-assets.mjs): its module
 * and every chunk it imports (what a move to it needs besides its data). Fails if there are none.
 */
async function routeFiles(page: Page, id: string): Promise<string[]> {
  const files = await page.evaluate(async (routeId) => {
    type Route = { module: string; imports: string[] };
    const { routes } = (await (await fetch('/route-assets.json')).json()) as {
      routes: Record<string, Route>;
    };
    const route = routes[routeId];
    return route ? [route.module, ...route.imports] : [];
  }, id);
  expect(files.length, `${id}'s files in the route-asset list`).toBeGreaterThan(0);
  return files;
}

/** A promise held until `release()` is called: what a held request waits for. */
function hold(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/**
 * Opens /products on a screen tall enough for more products than the three fetched ahead first,
 * with each page's data held until `holdFor(its pathname)` settles, and waits for those three to
 * have asked for theirs: the pages whose data was asked for, in order, and the products on screen
 * not asked for yet.
 */
async function listWithDataHeld(
  page: Page,
  holdFor: (pathname: string) => Promise<void>,
): Promise<{ asked: string[]; waiting: string[] }> {
  await page.route(/\.data(\?|$)/, async (route) => {
    await holdFor(new URL(route.request().url()).pathname);
    await route.continue();
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) asked.push(url.pathname.replace(/\.data$/, ''));
  });
  // Room for every request's timing (the default keeps 250).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/products');
  await waitForHydration(page);
  await expect.poll(() => asked.length).toBe(3);
  const onScreen = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/product/"]')]
      .filter((anchor) => anchor.getBoundingClientRect().top < innerHeight)
      .map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return { asked, waiting: [...new Set(onScreen)].filter((href) => !asked.includes(href)) };
}

test('a product in view is fetched ahead once the page is idle: the tap needs no request', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'ahead');
  const card = page.locator('main a[href^="/product/"]').first();
  const href = (await card.getAttribute('href')) ?? '';
  // Its code and data are fetched while the shopper looks at the list, and have arrived
  // (waitForLoadState('networkidle') would not wait: the page was idle before).
  await expect(page.locator('link[rel="modulepreload"][href*="/product-"]')).not.toHaveCount(0);
  await expect.poll(() => arrived(page, `${href}.data`)).toBe(true);

  const cdp = await addRoundTrip(page, RTT_MS);
  const after = networkRequests(cdp);
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
  after.stop();
  // Nothing the product page needs: its route's files and its data. (Once it is shown and idle,
  // it fetches its own links ahead, which may start before the check above has seen it.)
  const needed = await routeFiles(page, 'routes/product');
  expect(after.urls.filter((url) => needed.includes(url) || url === `${href}.data`)).toEqual([]);
});

test('a shopper scrolling does not hold the prefetcher back: it fetches ahead while they scroll', async ({
  page,
}) => {
  // A shopper scrolling down the questions from the start: the page is never still for 0.5 s. A
  // scroll brings into view the links the prefetcher is for (decision 0019), so only a press or a
  // key holds it back (src/lib/when-idle.test.tsx); it starts while the scrolling goes on.
  await page.addInitScript(() => {
    const scrolling = { events: 0, atStart: -1 };
    Object.assign(window, { scrolling });
    setInterval(() => scrollBy(0, 2), 100);
    addEventListener('scroll', () => (scrolling.events += 1));
    new MutationObserver(() => {
      if (scrolling.atStart < 0 && document.documentElement.dataset.linkPrefetch)
        scrolling.atStart = scrolling.events;
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-link-prefetch'] });
  });
  await page.goto('/faq');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'ahead');
  // The page was being scrolled when it started, and still is.
  const scrolling = () =>
    page.evaluate(() => (window as unknown as { scrolling: { events: number; atStart: number } }).scrolling);
  const atStart = (await scrolling()).atStart;
  expect(atStart).toBeGreaterThan(0);
  await expect.poll(async () => (await scrolling()).events).toBeGreaterThan(atStart);
});

test('while a move is under way nothing more is fetched ahead: the next page has the connection', async ({
  page,
}) => {
  // What the shop starts ahead, as it starts it (the browser may hold a low-priority request back
  // before sending it): module preloads and fetches of low priority; and how many had started when
  // the finger went down on the link, and when the contact page's heading showed.
  await page.addInitScript(() => {
    const record = { started: [] as string[], atPress: -1, atHeading: -1 };
    Object.assign(window, { aheadRecord: record });
    addEventListener('pointerdown', () => (record.atPress = record.started.length), {
      capture: true,
      once: true,
    });
    new MutationObserver((records) => {
      for (const { addedNodes } of records)
        for (const node of addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'modulepreload' && node.fetchPriority === 'low')
            record.started.push(new URL(node.href).pathname);
      if (record.atHeading < 0 && document.querySelector('main h1')?.textContent === 'Contact Us')
        record.atHeading = record.started.length;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    const fetchAsShop = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.priority === 'low') record.started.push(new URL(String(input), location.href).pathname);
      return fetchAsShop(input, init);
    };
  });
  const record = () =>
    page.evaluate(
      () =>
        (window as unknown as { aheadRecord: { started: string[]; atPress: number; atHeading: number } })
          .aheadRecord,
    );
  await page.goto('/faq');
  await waitForHydration(page);
  await addRoundTrip(page, RTT_MS);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'ahead');
  // The footer's and the header's pages wait in the queue, three fetched at a time, each taking at
  // least a round trip: when the tap comes, more are still waiting.
  await expect.poll(async () => (await record()).started.length).toBeGreaterThan(0);
  await footer.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  // Counted from the finger going down: what the queue started while the test moved the pointer
  // there came before the press.
  const { started, atPress, atHeading } = await record();
  expect(atPress).toBeGreaterThan(0);
  expect(atHeading).toBeGreaterThanOrEqual(atPress);
  expect(started.slice(atPress, atHeading), 'fetched ahead while the contact page was on its way').toEqual(
    [],
  );
});

test('a tap on a product still being fetched ahead waits for that fetch instead of asking again', async ({
  page,
}) => {
  await page.goto('/products');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-link-prefetch', 'ahead');
  await addRoundTrip(page, RTT_MS);
  // The last card is below the fold: nothing has fetched it yet. The pointer over it starts its
  // prefetch, which takes at least a round trip; the tap comes straight after.
  const card = page.locator('main a[href^="/product/"]').last();
  const href = (await card.getAttribute('href')) ?? '';
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`${href}.data`)) asked.push(request.url());
  });
  const prefetching = page.waitForRequest((request) => request.url().includes(`${href}.data`));
  await card.hover();
  await prefetching;
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('button', { name: /^Add to Cart/ }).first()).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('links scrolled away leave the queue: those scrolled to are fetched ahead before them', async ({
  page,
}) => {
  // Page data waits for the test's word, so the first three pages fetched ahead hold every slot.
  const data = hold();
  const { asked, waiting } = await listWithDataHeld(page, () => data.held);
  expect(waiting.length, 'products on screen beyond the three being fetched').toBeGreaterThan(0);

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'FAQ', exact: true })
    .scrollIntoViewIfNeeded();
  await expect(page.locator('main a[href^="/product/"]').first()).not.toBeInViewport();
  data.release();
  await expect.poll(() => asked.length).toBeGreaterThanOrEqual(6);
  expect(asked.filter((href) => waiting.includes(href))).toEqual([]);
});

test('a pressed link goes first: nothing more is fetched ahead until its page has arrived', async ({
  page,
}) => {
  // Page data waits for the test's word: the three pages fetched ahead first, and the pressed one.
  const ahead = hold();
  const pressed = hold();
  let pressedHref = '';
  const { asked, waiting } = await listWithDataHeld(page, (pathname) =>
    pressedHref && pathname === `${pressedHref}.data` ? pressed.held : ahead.held,
  );
  expect(waiting.length, 'products on screen beyond the three being fetched').toBeGreaterThan(1);

  // A finger goes down on a product not fetched yet (no click: the router's move has not begun).
  pressedHref = waiting[0] ?? '';
  await page.locator(`main a[href="${pressedHref}"]`).first().dispatchEvent('pointerdown');
  await expect.poll(() => asked.length).toBe(4);
  expect(asked[3]).toBe(pressedHref);
  // The three pages fetched ahead arrive; the queue then gets its turns while the pressed page's
  // data is still on its way (a page started ahead now would begin before that data arrives).
  ahead.release();
  const finished = (paths: string[]) =>
    page.evaluate(
      (wanted) =>
        wanted.every((path) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new URL(entry.name).pathname === `${path}.data`),
        ),
      paths,
    );
  await expect.poll(() => finished(asked.slice(0, 3))).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))));
  pressed.release();
  await expect.poll(() => finished([pressedHref])).toBe(true);
  // Once it has arrived the queue goes on, every page after it.
  await expect.poll(() => asked.length).toBeGreaterThan(4);
  const later = asked.slice(4);
  await expect.poll(() => finished(later)).toBe(true);
  const order = await page.evaluate(
    ({ pressed, later }) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const at = (path: string) => entries.find((entry) => new URL(entry.name).pathname === `${path}.data`);
      return {
        pressedArrived: at(pressed)?.responseEnd ?? Infinity,
        laterStarted: later.map((path) => at(path)?.startTime ?? -Infinity),
      };
    },
    { pressed: pressedHref, later },
  );
  for (const started of order.laterStarted)
    expect(started, 'a page fetched ahead began before the pressed one had arrived').toBeGreaterThanOrEqual(
      order.pressedArrived,
    );
});

test("the header's cart is fetched ahead first, before the page's own links", async ({ page }) => {
  // A route module's file: its name and an 8-character hash (cart-item-text-*.js is not /cart's).
  const started = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.match(/^\/assets\/(cart|products)-[\w-]{8}\.js$/)?.[1])
        .filter(Boolean),
    );
  await page.goto('/');
  await waitForHydration(page);
  await expect.poll(async () => (await started()).length).toBe(2);
  expect(await started()).toEqual(['cart', 'products']);
});

test('back after a move shows the page just left from memory, where it was scrolled, with no request', async ({
  page,
}) => {
  // Saving data, so nothing is fetched ahead: the page comes back from what it was shown with.
  await openSavingData(page, '/faq');
  const title = 'Frequently Asked Questions';
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
  await contact.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await contact.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');

  const cdp = await addRoundTrip(page, RTT_MS);
  const after = networkRequests(cdp);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  after.stop();
  expect(after.urls).toEqual([]);
});

test('with Save-Data nothing is fetched ahead, and a tap still asks for all it needs at once', async ({
  page,
}) => {
  await openSavingData(page, '/faq');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="contact"]')).toHaveCount(
    0,
  );

  const cdp = await addRoundTrip(page, RTT_MS);
  // From the finger going down: the shop starts fetching a pressed link's page then.
  const press = await watchPress(page, 'pointerdown');
  const after = networkRequests(cdp);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  after.stop();
  expect(after.urls.length, 'the contact page needed something from the network').toBeGreaterThan(0);
  // What the contact page needs to show (its route's module, the modules that imports, its data)
  // all started within one round trip of the tap: none waited for another. What the page asks
  // for once shown (its form's validators, once the browser is idle) is not part of the move:
  // it is told apart by the route's files.
  const needed = await routeFiles(page, 'routes/contact');
  const move = (await press.askedFor()).filter(
    (request) => needed.includes(request.file) || request.file.endsWith('.data'),
  );
  expect(move.length, 'the contact page asked for its files').toBeGreaterThan(0);
  expect(move.filter((request) => request.after >= RTT_MS)).toEqual([]);
});

/**
 * Opens / saving data, so /faq is not fetched ahead, and taps the footer's FAQ link with the FAQ's
 * data held: the move waits until `release()`.
 */
async function slowMoveToFaq(page: Page): Promise<() => void> {
  await openSavingData(page, '/');
  const release = await holdRequests(page, '**/faq.data*');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  return release;
}

/** The animation of the progress bar's moving part ('none' when it does not slide). */
function slide(page: Page): Promise<string> {
  return page
    .getByTestId('navigation-progress')
    .locator('div')
    .evaluate((element) => getComputedStyle(element).animationName);
}

test('a slow move shows a thin progress bar, said politely, gone once the page is there; nothing shifts', async ({
  page,
}) => {
  await recordLayoutShifts(page);
  const release = await slowMoveToFaq(page);
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toBeVisible();
  expect(await slide(page)).toBe('navigation-progress');
  await expect(page.getByRole('status').filter({ hasText: 'Loading page…' })).toHaveCount(1);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await expect(bar).toHaveCount(0);
  await expect(page.getByText('Loading page…')).toHaveCount(0);
  const shifts = await layoutShifts(page);
  expect(shifts.total, shifts.sources.join('\n')).toBe(0);
});

test('a second tap on another link wins over a slow move, and the first page arriving late changes nothing', async ({
  page,
}) => {
  // Neither page is fetched ahead; the FAQ's data is held until the contact page is shown.
  const release = await slowMoveToFaq(page);
  await expect(page.getByTestId('navigation-progress')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page).toHaveURL(/\/contact$/);

  const late = page.waitForResponse((response) => new URL(response.url()).pathname === '/faq.data');
  release();
  await late;
  // The late answer has been read (a frame later): the shopper is still where they tapped last.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(page.getByTestId('navigation-progress')).toHaveCount(0);
});

test('with reduced motion the progress bar stands still, filling its line', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const release = await slowMoveToFaq(page);
  const bar = page.getByTestId('navigation-progress');
  await expect(bar).toBeVisible();
  expect(await slide(page)).toBe('none');
  const [inner, outer] = await Promise.all([
    bar.locator('div').evaluate((element) => element.getBoundingClientRect().width),
    bar.evaluate((element) => element.getBoundingClientRect().width),
  ]);
  expect(inner).toBe(outer);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
});

test("at the footer, the links in the middle of the screen are fetched ahead first, the sticky header's last", async ({
  page,
}) => {
  // Page data waits forever, so the first three pages fetched ahead hold every slot.
  const asked: string[] = [];
  await page.route(/\.data(\?|$)/, () => new Promise(() => undefined));
  page.on('request', (request) => {
    const url = new URL(request.url());
    // React Router asks for `/` as `/_.data`, for `/contact` as `/contact.data`.
    if (url.pathname.endsWith('.data'))
      asked.push(url.pathname.replace(/\/_\.data$/, '/').replace(/\.data$/, ''));
  });
  // The prefetcher starts once its route-asset list is in: held until the footer is on screen, so
  // a busy machine cannot start it at the top of the page first.
  let showList = () => {};
  const listHeld = new Promise<void>((resolve) => (showList = resolve));
  await page.route(/\/route-assets\.json$/, async (route) => {
    await listHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/faq');
  await waitForHydration(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Contact', exact: true })
    .scrollIntoViewIfNeeded();
  showList();
  const pagesIn = (where: 'middle' | 'header') =>
    page.evaluate((part) => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')];
      const middle = (anchor: HTMLAnchorElement) => {
        const { top, bottom } = anchor.getBoundingClientRect();
        return (
          !anchor.closest('[data-sticky-header]') && bottom > innerHeight / 4 && top < (innerHeight * 3) / 4
        );
      };
      return links
        .filter((anchor) => (part === 'middle' ? middle(anchor) : anchor.closest('[data-sticky-header]')))
        .map((anchor) => anchor.pathname)
        .filter((path) => path !== location.pathname);
    }, where);
  const middle = await pagesIn('middle');
  expect(middle, 'the footer links in the middle of the screen').toContain('/contact');
  await expect.poll(() => asked.length).toBe(3);
  expect(asked.filter((path) => !middle.includes(path))).toEqual([]);
  // The header's pages not linked from the middle of the screen too.
  const header = (await pagesIn('header')).filter((path) => !middle.includes(path));
  expect(header.length, "the sticky header's own links").toBeGreaterThan(0);
  expect(asked.filter((path) => header.includes(path))).toEqual([]);
});
