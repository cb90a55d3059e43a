/* global window, document, MutationObserver -- the functions passed to the page run in the browser. */
// The phone every timing check and the bench use: a mid-range phone on a slow mobile network, as
// Lighthouse's mobile profile models it (4x CPU slowdown; slow 4G: 150 ms round trip, 1.6 Mbps
// down, 750 Kbps up), applied to a Playwright page through Chromium's DevTools protocol.

import { chromium } from '@playwright/test';
import { watchForStalls } from './stall-watch.mjs';

export const mobileViewport = { width: 390, height: 844 };

/** Slow 4G as Lighthouse models it: 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
const slow4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Throttles the page's CPU and network like the mobile profile (for its next navigations); with
 * `network: false`, the CPU only (the bench's "CPU only" figures).
 */
export async function useMobileProfile(page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (network) {
    const conditions = { offline: false, ...slow4G };
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', conditions);
    // LUMINA_STALL_WATCH=off shows the emulator's stalls (scripts/stall-probe.mjs).
    if (process.env.LUMINA_STALL_WATCH !== 'off') {
      const stop = watchForStalls(cdp, conditions);
      page.once('close', stop);
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Records, from the first script on, when the app hydrated (read with `hydratedAt`). */
export async function recordHydration(page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      window.__hydratedAt = performance.now();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
}

/** Milliseconds from navigation start until the app hydrated (waits for it, 30 s at most). */
export async function hydratedAt(page) {
  await page.waitForFunction(() => window.__hydratedAt !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__hydratedAt);
}

/**
 * A fresh phone: a new context at the mobile viewport with touch, the profile applied (`network:
 * false`: its CPU slowdown only), hydration recorded. `serviceWorkers: 'block'` keeps service
 * workers out (Playwright's context option).
 */
export async function newMobilePage(browser, { network = true, serviceWorkers = 'allow' } = {}) {
  const context = await browser.newContext({
    viewport: mobileViewport,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  const page = await context.newPage();
  await useMobileProfile(page, { network });
  await recordHydration(page);
  return { context, page };
}

/**
 * `runs` fresh phones (newMobilePage) one after the other in one browser, each given to
 * `visit(page, run)` and closed after it: the shape of every bench measurement on the phone.
 * `network: false` leaves the network unthrottled (the CPU slowdown only); `serviceWorkers:
 * 'block'` keeps service workers out.
 */
export async function onFreshPhones({ chromePath, args, runs, network = true, serviceWorkers }, visit) {
  const browser = await chromium.launch({ executablePath: chromePath, args });
  try {
    for (let run = 0; run < runs; run += 1) {
      const { context, page } = await newMobilePage(browser, { network, serviceWorkers });
      try {
        await visit(page, run);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
