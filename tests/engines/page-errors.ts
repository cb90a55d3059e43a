// The one way the engine journeys learn of a page's errors, the same in every engine: a listener
// in the page for error events (a script or stylesheet that fails to load included), unhandled
// rejections and console.error, keeping what it heard in the tab's sessionStorage so that it
// outlives the document. Chromium and Firefox install it before the page's own scripts run (a
// preload script); plain WebDriver cannot, so in WebKit it is installed at the load event and what
// a page reports before that is seen only through what the journey checks on the screen.
//
// The images are left to the journeys (what a shopper sees), and so are a link's hints.
//
// An error raised after the page's `beforeunload` (the shopper already leaving it for a full
// load) is kept apart: Firefox rejects every import still on its way when a page is left, where
// the other engines leave them pending, and the page is gone by the time anything could show. The
// shop holds its own such failures (src/lib/page-leaving.ts) so its screen never changes for them;
// those of React Router's boot on a page left before hydrating are logged by Firefox all the same.

const KEY = '__engine_errors';

export const COLLECT = `(() => {
  if (window.__engineErrorsListening) return;
  window.__engineErrorsListening = true;
  let leaving = false;
  addEventListener('beforeunload', () => { leaving = true; }, true);
  const keep = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || '[]');
      list.push({ text: String(text).slice(0, 500), path: location.pathname, leaving });
      sessionStorage.setItem(${JSON.stringify(KEY)}, JSON.stringify(list));
    } catch {}
  };
  addEventListener('error', (event) => {
    const target = event.target;
    const tag = target && target.tagName;
    if (tag === 'IMG') return;
    // A hint (modulepreload, preload, prefetch) is not the load itself: the import that follows
    // reports its own failure. Firefox fires error at some modulepreload links whose file came
    // in with status 200 and whose module then runs.
    const hint = ['modulepreload', 'preload', 'prefetch'].some((rel) => (' ' + target.rel + ' ').includes(' ' + rel + ' '));
    if (tag === 'LINK' && hint) return;
    if (target && target !== window) keep('failed to load ' + (target.src || target.href));
    else keep('error: ' + event.message);
  }, true);
  addEventListener('securitypolicyviolation', (event) => keep('blocked by the script policy: ' + event.violatedDirective + ' ' + event.blockedURI));
  addEventListener('unhandledrejection', (event) => keep('unhandled rejection: ' + String(event.reason)));
  const error = console.error.bind(console);
  console.error = (...args) => { keep('console.error: ' + args.map(String).join(' ')); error(...args); };
})()`;

/** What the collector heard: errors of a page in use, and those of pages being left. */
export const READ = `JSON.parse(sessionStorage.getItem(${JSON.stringify(KEY)}) || '[]')`;

export interface HeardError {
  text: string;
  path: string;
  leaving: boolean;
}

/** The errors that count: any a page in use reported. */
export function pageErrors(heard: HeardError[]): string[] {
  return heard.filter((error) => !error.leaving).map((error) => `${error.path}: ${error.text}`);
}
