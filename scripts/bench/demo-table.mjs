// The bench's main table for one build of the demo: Lighthouse (mobile and desktop) on each route,
// and on the mobile profile when the page became interactive and whether a first-sight tap
// counted; then, on the default build, the header search and the sort change.
import { headerSearchLine, measureHeaderSearch } from './header-search.mjs';
import { measureInteractivity } from './interactivity.mjs';
import { benchFlags, launchLighthouseChrome, lighthouseMedians } from './lighthouse.mjs';
import { withServer } from './serve-build.mjs';
import { measureSortChange, sortChangeLine } from './sort-change.mjs';

const ALL_ROUTES = ['/', '/products', '/product/1', '/search?q=a', '/cart', '/checkout', '/faq'];
/** BENCH_ROUTES=/,/faq: fewer routes, for a quick run of the bench itself. */
export const ROUTES = process.env.BENCH_ROUTES?.split(',') ?? ALL_ROUTES;
export const TAP_RUNS = Number(process.env.BENCH_TAP_RUNS ?? 5);
/** What the bench types into the header search (found in the demo and in generated catalogues). */
export const SEARCH_TERM = 'wireless';
/** What the bench's sort change searches for on the demo (7 results in several prices). */
const SORT_TERM = 'classic';
const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'];

/** One row per preset and route of the build in `buildDir`, medians of the runs. */
export async function benchTable(chromePath, buildDir) {
  return withServer(buildDir, async (origin) => {
    const chrome = await launchLighthouseChrome(chromePath);
    const rows = [];
    try {
      for (const preset of ['mobile', 'desktop']) {
        for (const route of ROUTES) {
          const keys = [...KEYS, 'js', 'css', 'html', 'images'];
          const row = {
            preset,
            route,
            ...(await lighthouseMedians(`${origin}${route}`, preset, chrome.port, keys)),
          };
          if (preset === 'mobile') {
            const args = benchFlags;
            Object.assign(
              row,
              await measureInteractivity({ chromePath, args, origin, route, runs: TAP_RUNS }),
            );
          }
          rows.push(row);
          console.log(
            `${buildDir} ${preset.padEnd(8)} ${route.padEnd(12)} perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s` +
              (row.interactiveMs
                ? ` interactive ${(row.interactiveMs / 1000).toFixed(2)} s, lost taps ${row.lostTaps}/${row.taps}`
                : ''),
          );
        }
      }
    } finally {
      await chrome.kill();
    }
    return rows;
  });
}

/** The header search and the sort change on the build in `buildDir`, as the only browser running. */
export async function phoneTimings(chromePath, buildDir) {
  return withServer(buildDir, async (origin) => {
    const common = { chromePath, args: benchFlags, origin, runs: TAP_RUNS };
    const search = await measureHeaderSearch({ ...common, term: SEARCH_TERM });
    console.log(headerSearchLine(search));
    const sortChange = await measureSortChange({ ...common, term: SORT_TERM });
    console.log(sortChangeLine(sortChange));
    return { search, sortChange };
  });
}
