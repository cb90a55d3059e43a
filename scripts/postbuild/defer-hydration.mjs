// Prerendered pages are complete HTML, so the first paint needs nothing but the HTML and the CSS.
// React Router's boot script imports every chunk and hydrates as soon as they arrive, so on a slow
// phone evaluating ~130 KiB of JavaScript can come before the first paint. This rewrites each page
// so the same modules are evaluated right after the page's first contentful paint. React Router's
// modulepreload links stay: the chunks download from the start, in parallel with the paint, and are
// ready when the boot runs (interactive ~0.5 s sooner on the mobile profile than fetching them after
// the paint). docs/decisions/0003-hydrate-after-first-paint.md explains the choice.
// A postbuild step (scripts/postbuild/steps.mjs), skipped with LUMINA_BOOT_MACHINERY=off
// (scripts/boot-machinery.mjs). It relies on the shape of React Router's boot script: see the
// patterns below and the tests in defer-hydration.test.mjs.

const PRELOAD = /<link rel="modulepreload" href="\/assets\/[^"]+\.js"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "(\/assets\/[^"]+\.js)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\d+(?:_[A-Za-z]+)?) from "(\/assets\/[^"]+\.js)";$/;
// A route whose module is split (its clientLoader in a chunk of its own) is put back together.
const MERGED_ROUTE = /^const (route\d+) = (\{(?:\.\.\.route\d+_[A-Za-z]+,?)+\});$/;
const MODULES = /^window\.__reactRouterRouteModules = (\{[^;]*\});$/;
const DEFERRED = 'data-boot="after-first-paint"';
const ENTRY = /^import\("(\/assets\/[^"]+\.js)"\);$/;

/** Waits for the first contentful paint (or two frames where Paint Timing is missing, or 2 s when
 * the page is hidden and never paints), then runs React Router's boot: the same imports, started
 * together, then the route modules' global, then the entry.
 * The modules are already downloading (React Router's modulepreload links), so this only orders
 * their evaluation after the paint. Written compactly: it is in every page's HTML. */
function bootScript(imports, merges, modules, entry) {
  const names = imports.map(({ name }, i) => name ?? `_${i}`);
  return [
    'await new Promise((go) => {',
    '  const raf = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));',
    '  setTimeout(go, 2000);',
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return raf();",
    "  if (performance.getEntriesByName('first-contentful-paint').length) return go();",
    '  new PerformanceObserver((list, observer) => {',
    "    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); go(); }",
    "  }).observe({ type: 'paint' });",
    '});',
    `const [${names.join(', ')}] = await Promise.all([${imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(', ')}]);`,
    ...merges,
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)});`,
  ]
    .map((line) => line.trim())
    .join('');
}

/** Returns the page with hydration deferred, or throws if React Router's boot has a shape this
 * rewrite does not know (so a React Router upgrade cannot silently break hydration). */
export function deferHydration(html, page = 'page') {
  if (html.includes(DEFERRED)) return html;
  const boot = html.match(BOOT);
  if (!boot) throw new Error(`defer-hydration: ${page} has no React Router boot script.`);
  const imports = [];
  const merges = [];
  let modules;
  let entry;
  for (const raw of boot[1].split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const sideEffect = line.match(SIDE_EFFECT_IMPORT);
    const namespace = line.match(NAMESPACE_IMPORT);
    const routeModules = line.match(MODULES);
    const entryImport = line.match(ENTRY);
    const merged = line.match(MERGED_ROUTE);
    if (sideEffect) imports.push({ url: sideEffect[1] });
    else if (merged) merges.push(`const ${merged[1]} = ${merged[2]};`);
    else if (namespace) imports.push({ name: namespace[1], url: namespace[2] });
    else if (routeModules) modules = routeModules[1];
    else if (entryImport) entry = entryImport[1];
    else throw new Error(`defer-hydration: ${page} boot script has an unknown line: ${line}`);
  }
  if (!modules || !entry) throw new Error(`defer-hydration: ${page} boot script is incomplete.`);
  const preloads = (html.match(PRELOAD) ?? []).join('');
  return html
    .replace(PRELOAD, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      BOOT,
      () =>
        `<script type="module" async="" ${DEFERRED}>${bootScript(imports, merges, modules, entry)}</script>`,
    );
}

/** Step: every page, the SPA shell included, hydrates after its first paint. */
export const deferHydrationStep = {
  name: 'hydrate after first paint',
  when: (build) => build.bootMachinery,
  page: (html, page) => deferHydration(html, page),
};
