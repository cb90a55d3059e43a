// The header search bench alone, against a build already made: `node
// scripts/bench/header-search-build.mjs DIR [TERM...]` serves DIR/client and types each term
// (default: "wireless", which the catalogue has, and "wirless", which the search corrects) on the
// mobile profile, BENCH_TAP_RUNS runs each (5), one line per term as in bench/results.md. For
// comparing two builds of the same catalogue (before and after a change to the search).
import { ensureChrome } from '../find-chrome.mjs';
import { benchFlags } from './lighthouse.mjs';
import { headerSearchLine, measureHeaderSearch } from './header-search.mjs';
import { withServer } from './serve-build.mjs';

const [dir, ...terms] = process.argv.slice(2);
if (!dir || dir.startsWith('-')) {
  console.error('Usage: node scripts/bench/header-search-build.mjs DIR [TERM...]');
  process.exit(2);
}
const chromePath = ensureChrome();
const runs = Number(process.env.BENCH_TAP_RUNS ?? 5);
await withServer(dir, async (origin) => {
  for (const term of terms.length ? terms : ['wireless', 'wirless']) {
    const result = await measureHeaderSearch({ chromePath, args: benchFlags, origin, term, runs });
    console.log(headerSearchLine(result));
  }
});
