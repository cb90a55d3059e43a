/* global window, document, MutationObserver -- the functions passed to the page run in the browser. */
// The bench's sort-change figure: on the mobile profile (4x CPU), a shopper on a search page whose
// results are in changes the sort with the keyboard; how long from the key until the result cards
// are in their new order. It used to be a timed end-to-end test with a 100 ms budget; timings
// belong in the bench, where a busy machine cannot turn them into a failed test run.
import { hydratedAt, onFreshPhones } from '../mobile-profile.mjs';
import { median } from '../median.mjs';

/** Records each keydown's time and the first change of the results grid after it. */
function recordSortChange() {
  const changes = [];
  window.__sortChanges = changes;
  document.addEventListener('keydown', (event) => changes.push({ key: event.timeStamp, cards: -1 }), true);
  new MutationObserver(() => {
    const last = changes.at(-1);
    if (last && last.cards < 0) last.cards = performance.now();
  }).observe(document.querySelector('ul[aria-label="Search results"]'), {
    childList: true,
    subtree: true,
    characterData: true,
  });
}

/**
 * `runs` fresh visits to `origin`/search?q=`term` on the mobile profile; once its results show,
 * the sort select takes ArrowDown (the next order). Returns the median and worst time in ms from
 * the key until the cards moved, and the runs whose cards never moved.
 */
export async function measureSortChange({ chromePath, args, origin, term, runs }) {
  const times = [];
  let unchanged = 0;
  await onFreshPhones({ chromePath, args, runs }, async (page) => {
    await page.goto(`${origin}/search?q=${encodeURIComponent(term)}`);
    await hydratedAt(page);
    await page.getByRole('list', { name: 'Search results' }).waitFor();
    await page.evaluate(recordSortChange);
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('ArrowDown');
    await page.waitForURL(/sort=/);
    await page.waitForTimeout(500);
    const [change] = await page.evaluate(() => window.__sortChanges);
    if (change && change.cards >= 0) times.push(change.cards - change.key);
    else unchanged += 1;
  });
  return {
    term,
    runs,
    medianMs: median(times),
    worstMs: times.length ? Math.max(...times) : NaN,
    unchanged,
  };
}

/** One line for bench/results.md. */
export function sortChangeLine(r) {
  return (
    `Sort change (mobile profile: 4x CPU, slow 4G; /search?q=${r.term} once its results show, ArrowDown on the sort, ${r.runs} runs): ` +
    `the cards are in their new order ${Math.round(r.medianMs)} ms after the key (median), ${Math.round(r.worstMs)} ms worst; ` +
    `runs whose cards never moved: ${r.unchanged}.`
  );
}
