// `npm run bench -- --catalogue DIR`: the build of a catalogue (timed, with its memory), its budget
// check and Lighthouse mobile on its routes, written as that catalogue's section of
// bench/results.md (one section per catalogue size; the others are kept), with the navigation
// bench (navigation.mjs) on the catalogue's build. A catalogue of
// photographs is built from an empty image cache and again from the filled one, and /, /products,
// /product/1 and /search?q=a are measured side by side with the SVG demo.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { headerSearchLine, measureHeaderSearch } from './header-search.mjs';
import { benchFlags, launchLighthouseChrome, lighthouseMedians, RUNS } from './lighthouse.mjs';
import { benchNavigation, navigationLines } from './navigation.mjs';
import { buildOrExit, timed, withServer } from './serve-build.mjs';
import { SEARCH_TERM, TAP_RUNS } from './demo-table.mjs';

const kib = (b) => (b / 1024).toFixed(1);

/**
 * Lighthouse mobile, median of RUNS, on `routes` of the build in `buildDir`; with `headerSearch`,
 * also the header search timing (header-search.mjs), once Lighthouse's browser is closed.
 */
async function benchRoutes(chromePath, buildDir, routes, { headerSearch = false } = {}) {
  return withServer(buildDir, async (base) => {
    const launched = await launchLighthouseChrome(chromePath);
    const rows = [];
    try {
      for (const route of routes) {
        const keys = ['performance', 'lcp', 'tbt', 'cls', 'domNodes', 'js', 'html', 'images'];
        const row = { route, ...(await lighthouseMedians(`${base}${route}`, 'mobile', launched.port, keys)) };
        rows.push(row);
        console.log(
          `${buildDir} ${route.padEnd(12)} perf ${row.performance} LCP ${(row.lcp / 1000).toFixed(2)} s TBT ${Math.round(row.tbt)} ms DOM ${row.domNodes} images ${Math.round(row.images / 1024)} KiB`,
        );
      }
    } finally {
      await launched.kill();
    }
    let search;
    if (headerSearch) {
      const args = benchFlags;
      search = await measureHeaderSearch({
        chromePath,
        args,
        origin: base,
        term: SEARCH_TERM,
        runs: TAP_RUNS,
      });
      console.log(headerSearchLine(search));
    }
    return { rows, search };
  });
}

function photosSideBySide(rows, demo, compared) {
  return [
    'Side by side with the SVG demo (`catalogue/demo`, 22 products), same runs:',
    '',
    '| route | Perf photos / SVG | LCP (s) photos / SVG | images (KiB) photos / SVG |',
    '|---|---|---|---|',
    ...compared.map((route) => {
      const [a, b] = [rows.find((r) => r.route === route), demo.find((r) => r.route === route)];
      return `| ${route} | ${a.performance} / ${b.performance} | ${(a.lcp / 1000).toFixed(2)} / ${(b.lcp / 1000).toFixed(2)} | ${kib(a.images)} / ${kib(b.images)} |`;
    }),
    '',
  ];
}

/** The bench of the catalogue in `dir`; writes its section of bench/results.md, then exits. */
export async function benchCatalogue(chromePath, dir) {
  const products = JSON.parse(readFileSync(path.join(dir, 'products.json'), 'utf8'));
  const count = products.length;
  const photos = products.some((p) => p.images.some((image) => /\.(jpe?g|png|webp|avif)$/i.test(image.src)));
  const buildDir = 'build-bench';
  const imageCache = path.resolve('.tmp/bench-image-cache');
  const env = {
    ...process.env,
    LUMINA_CATALOGUE: dir,
    LUMINA_BUILD_DIR: buildDir,
    LUMINA_IMAGE_CACHE: imageCache,
  };
  console.log(`bench: building ${count} products from ${dir}...`);
  rmSync(imageCache, { recursive: true, force: true });
  const build = await buildOrExit(env);
  const warm = photos ? await buildOrExit(env) : undefined;
  const images = photos ? /(\d+) images? processed/.exec(build.out)?.[1] : undefined;
  const budgets = await timed(['node', 'scripts/check-budgets.mjs', '--quiet'], env);
  const routes = ['/', '/products', '/product/1', '/search?q=a', '/sale'];
  const { rows, search } = await benchRoutes(chromePath, buildDir, routes, { headerSearch: true });
  const navigation = await benchNavigation(chromePath, buildDir);
  const title = `## Catalogue of ${count} products${photos ? ' with photographs' : ''}`;
  const peak = build.peakMiB >= 1 ? `peak memory ${Math.round(build.peakMiB)} MiB` : '';
  const buildText = warm
    ? `Build with ${images} photographs: ${build.seconds.toFixed(1)} s from an empty image cache${peak ? ` (${peak})` : ''}, ${warm.seconds.toFixed(1)} s from the filled one`
    : `Build ${build.seconds.toFixed(1)} s${peak ? `, ${peak}` : ''}`;
  const section = [
    title,
    '',
    `${new Date().toISOString()}, \`npm run bench -- --catalogue ${path.relative(process.cwd(), dir)}\`. ${buildText}; budget check ${budgets.seconds.toFixed(1)} s (${budgets.ok ? 'all pages within budget' : `pages over budget: ${/Over budget \(\d+\): (.*)/.exec(budgets.out)?.[1] ?? '?'}`}). Lighthouse mobile (simulated slow 4G, 4x CPU), median of ${RUNS}; bytes as transferred.`,
    '',
    '| route | Perf | LCP (s) | TBT (ms) | CLS | DOM nodes | JS (KiB gz) | HTML (KiB gz) | images (KiB) |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.domNodes} | ${kib(r.js)} | ${kib(r.html)} | ${kib(r.images)} |`,
    ),
    '',
    headerSearchLine(search),
    '',
    ...navigationLines(navigation, '### Navigation'),
  ];
  if (photos) {
    const demoEnv = { ...process.env, LUMINA_BUILD_DIR: 'build-bench-demo' };
    delete demoEnv.LUMINA_CATALOGUE;
    await buildOrExit(demoEnv);
    const compared = ['/', '/products', '/product/1', '/search?q=a'];
    const { rows: demo } = await benchRoutes(chromePath, 'build-bench-demo', compared);
    section.push(...photosSideBySide(rows, demo, compared));
  }
  const text = section.join('\n');
  const file = 'bench/results.md';
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '# Lighthouse benchmark\n';
  const kept = previous.split(/(?=^## Catalogue of )/m).filter((part) => !part.startsWith(`${title}\n`));
  mkdirSync('bench', { recursive: true });
  writeFileSync(file, `${kept.join('').trimEnd()}\n\n${text}`);
  console.log(`\n${text}\nWritten to ${file}`);
  process.exit(0);
}
