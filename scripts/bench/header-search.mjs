/* global window, document, MutationObserver, HTMLInputElement -- the functions passed to the page run in the browser. */
// The bench's header search figures: on the mobile profile, a shopper opens the home
// page, taps the search box as soon as the page has hydrated and types a term at `delayMs` a key.
// The box's listbox carries data-query = the query its suggestions answer (only when they are the
// current query's), so the page records when each keystroke's suggestions show.
import { hydratedAt, onFreshPhones } from '../mobile-profile.mjs';
import { median } from '../median.mjs';

/** Records every keystroke's text and every fresh answer of the visible search box, with times. */
function recordSearchBox() {
  const typed = [];
  const shown = [];
  window.__searchBox = { typed, shown };
  document.addEventListener(
    'input',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.role === 'combobox') {
        typed.push({ value: event.target.value.trim(), at: performance.now() });
      }
    },
    true,
  );
  new MutationObserver((records) => {
    for (const record of records) {
      const query = record.target.getAttribute('data-query');
      if (query) shown.push({ query, at: performance.now() });
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-query'] });
}

/**
 * Per keystroke, how long until the box showed suggestions for that text or a later one (a later
 * keystroke's answer also catches the list up). Undefined when it never did.
 */
function keystrokeLatencies({ typed, shown }) {
  return typed.map((key, i) => {
    const wanted = new Set(typed.slice(i).map((k) => k.value));
    const answer = shown.find((s) => s.at >= key.at && wanted.has(s.query));
    return answer ? answer.at - key.at : undefined;
  });
}

/**
 * `runs` fresh visits to `origin`/ on the mobile profile, typing `term` into the header search.
 * Returns the median time to the first suggestions (after the first keystroke), the median and
 * worst time of the later keystrokes, and the keystrokes lost (text not in the box at the end).
 */
export async function measureHeaderSearch({ chromePath, args, origin, term, runs, delayMs = 150 }) {
  const first = [];
  const later = [];
  const loaded = [];
  let lost = 0;
  let unanswered = 0;
  await onFreshPhones({ chromePath, args, runs }, async (page) => {
    await page.addInitScript(recordSearchBox);
    await page.goto(`${origin}/`);
    await hydratedAt(page);
    const box = page.getByRole('combobox', { name: 'Search products' }).locator('visible=true').first();
    await box.tap();
    await page.keyboard.type(term, { delay: delayMs });
    const answered = await page
      .waitForFunction((t) => window.__searchBox.shown.some((s) => s.query === t), term, {
        timeout: 15_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (!answered) unanswered += 1;
    if ((await box.inputValue()) !== term) lost += 1;
    const phaseOne = await page.evaluate(() => window.__searchBox.typed.length);
    // Then the same term again into the emptied box: every keystroke now meets a loaded index.
    await box.fill('');
    await page.keyboard.type(term, { delay: delayMs });
    await page
      .waitForFunction((t) => window.__searchBox.shown.filter((s) => s.query === t).length > 1, term, {
        timeout: 15_000,
      })
      .catch(() => undefined);
    if ((await box.inputValue()) !== term) lost += 1;
    const record = await page.evaluate(() => window.__searchBox);
    const latencies = keystrokeLatencies(record);
    if (latencies[0] !== undefined) first.push(latencies[0]);
    for (const latency of latencies.slice(1, phaseOne)) if (latency !== undefined) later.push(latency);
    // The emptying of the box is an input event too: the keystrokes start after it.
    for (const latency of latencies.slice(phaseOne + 1)) if (latency !== undefined) loaded.push(latency);
  });
  return {
    term,
    runs,
    firstMs: median(first),
    laterMedianMs: median(later),
    laterWorstMs: later.length ? Math.max(...later) : NaN,
    loadedMedianMs: median(loaded),
    loadedWorstMs: loaded.length ? Math.max(...loaded) : NaN,
    lostRuns: lost,
    unansweredRuns: unanswered,
  };
}

/** One line for bench/results.md. */
export function headerSearchLine(r) {
  return (
    `Header search (mobile profile: 4x CPU, slow 4G; the box tapped once the home page has hydrated, "${r.term}" typed at 150 ms a key, ${r.runs} runs): ` +
    `first suggestions ${Math.round(r.firstMs)} ms after the first keystroke (median); each later keystroke ${Math.round(r.laterMedianMs)} ms median, ${Math.round(r.laterWorstMs)} ms worst ` +
    `(the ones typed while the catalogue index downloads wait for it); typed again once the index is in, ${Math.round(r.loadedMedianMs)} ms median, ${Math.round(r.loadedWorstMs)} ms worst; ` +
    `runs with a keystroke lost: ${r.lostRuns}; runs never showing the full term's suggestions: ${r.unansweredRuns}.`
  );
}
