// Prerendered pages are complete HTML, so the first paint needs nothing but the HTML and the CSS.
// React Router's boot script imports every chunk and hydrates as soon as they arrive, so on a slow
// phone evaluating ~130 KiB of JavaScript can come before the first paint. This step holds each
// page's boot script back until the page's first contentful paint, then runs it as written. React
// Router's modulepreload links stay: the chunks download from the start, in parallel with the
// paint, and are ready when the boot runs (interactive ~0.5 s sooner on the mobile profile than
// fetching them after the paint). docs/decisions/0003-hydrate-after-first-paint.md explains the choice.
// A postbuild step (scripts/postbuild/steps.mjs), skipped with LUMINA_BOOT_MACHINERY=off
// (scripts/boot-machinery.mjs).
//
// It reads nothing inside the boot script: it needs only that React Router's `<Scripts>` boots the
// page with one inline `<script type="module">`. The script is kept as a data block (the type
// below, which the browser does not run) and a small module runs a copy of it after the paint; the
// page's script policy hashes the held script as it will run (scripts/security-headers.mjs).

/** The type of the held boot script: not JavaScript, so the browser leaves it until it is copied. */
export const HELD_BOOT_TYPE = 'lumina/after-first-paint';

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const INLINE_MODULE = /<script type="module"(?: async="")?>([\s\S]*?)<\/script>/g;
const DEFERRED = 'data-boot="after-first-paint"';

/** Waits for the first contentful paint (or two frames where Paint Timing is missing, or 2 s when
 * the page is hidden and never paints), then runs a copy of the held boot script as a module.
 * Written compactly: it is in every page's HTML. */
const RUNNER = [
  'await new Promise((go) => {',
  '  const raf = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(go)));',
  '  setTimeout(go, 2000);',
  "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return raf();",
  "  if (performance.getEntriesByName('first-contentful-paint').length) return go();",
  '  new PerformanceObserver((list, observer) => {',
  "    if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); go(); }",
  "  }).observe({ type: 'paint' });",
  '});',
  `const held = document.querySelector('script[type="${HELD_BOOT_TYPE}"]'), boot = document.createElement('script');`,
  "boot.type = 'module';boot.text = held.text;held.replaceWith(boot);",
]
  .map((line) => line.trim())
  .join('');

/** Returns the page with hydration deferred, or throws if the page has no inline module script or
 * more than one (so a React Router upgrade that boots another way cannot silently break hydration). */
export function deferHydration(html, page = 'page') {
  if (html.includes(DEFERRED)) return html;
  const boots = [...html.matchAll(INLINE_MODULE)];
  if (boots.length === 0) throw new Error(`defer-hydration: ${page} has no React Router boot script.`);
  if (boots.length > 1)
    throw new Error(
      `defer-hydration: ${page} has ${boots.length} inline module scripts; React Router boots with one.`,
    );
  const [[boot, body]] = boots;
  const preloads = (html.match(PRELOAD) ?? []).join('');
  return html
    .replace(PRELOAD, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      boot,
      () =>
        `<script type="${HELD_BOOT_TYPE}">${body}</script>` +
        `<script type="module" async="" ${DEFERRED}>${RUNNER}</script>`,
    );
}

/** Step: every page, the SPA shell included, hydrates after its first paint. */
export const deferHydrationStep = {
  name: 'hydrate after first paint',
  when: (build) => build.bootMachinery,
  page: (html, page) => deferHydration(html, page),
};
