// The bench's Lighthouse runs: a browser for them, one run's figures, and the medians of a route's
// runs (a run that fails is replaced, never scored 0).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromeFlags, headless } from '../find-chrome.mjs';
import { median } from '../median.mjs';

/** The flags of every browser the bench starts (Lighthouse's and Playwright's). */
export const benchFlags = [...chromeFlags, headless];
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

export function launchLighthouseChrome(chromePath) {
  return chromeLauncher.launch({ chromePath, chromeFlags: benchFlags });
}

async function measure(url, preset, port) {
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
  const lhr = result.lhr;
  // A run whose trace failed (e.g. NO_NAVSTART) has no metrics: it is retried, never scored 0.
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    domNodes: lhr.audits['dom-size-insight']?.numericValue ?? Number.NaN,
    js: bytes('Script'),
    css: bytes('Stylesheet'),
    html: bytes('Document'),
    images: bytes('Image'),
  };
}

/** The median of `keys` over RUNS Lighthouse runs of `url`; up to two extra attempts replace failed runs. */
export async function lighthouseMedians(url, preset, port, keys) {
  const runs = [];
  for (let attempt = 1; runs.length < RUNS && attempt <= RUNS + 2; attempt += 1) {
    try {
      runs.push(await measure(url, preset, port));
    } catch (error) {
      console.error(`  ${preset} ${url} attempt ${attempt} failed: ${error.message}`);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
}
