// How the client build groups modules into chunks (Rolldown `output.codeSplitting.groups`).
//
// Left to itself, Rolldown makes one chunk per set of routes that share a module, so every page
// loaded 24-49 chunks, most under 1 KiB. Each is a request, and on a phone's network each costs a
// round trip before the page can hydrate. Two groups cut that to 9-28, with code every shop page
// loaded anyway (only the 404 page, outside the shop layout, gains 0.5 KiB):
//  - `react`: React, React DOM and React Router, which every page loads and which change only on
//    an upgrade (so they stay cached across releases of the shop's code);
//  - `shell`: the shop's own modules that the app shell (root route, shop layout, client entry)
//    imports statically.
// Two more gather what a family of pages shares, which Rolldown's default cut into sub-kilobyte
// chunks (the contact page asked for 14 files after the FAQ's, three rounds on HTTP/1.1's six
// connections); none of the first-visit pages measured (home, lists, product, cart, checkout, FAQ)
// imports either statically (the checkout's and the newsletter's forms load `forms` on demand):
//  - `forms`: the form kit (react-hook-form, its fields, the submit lock, the busy button, the
//    error line, the email field, the text area, the message service);
//  - `prose`: what every help and company page draws its Markdown with (the HTML, in-page links,
//    the action links and the closing call-out), all the FAQ needs of the others;
//  - `content`: the rest of those pages' shared pieces (src/features/content, modules used by
//    two pages or more; a page's own stay in its chunk).
// The rest (each route's own code and what a few routes share) keeps Rolldown's default chunking.

/** Modules every page needs and that change only with a dependency upgrade. */
export const frameworkModule = /node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/;

/** The app shell's entry modules: the client entry, the root route and the shop layout route. */
export const shellEntry =
  /(?:[\\/]entry\.client\.[jt]sx?|[\\/]src[\\/]app[\\/]root\.tsx|[\\/]src[\\/]app[\\/]routes[\\/]shop-layout\.tsx)(?:\?|$)/;

/**
 * The modules every page route imports though the shell does not: its head (seo.ts) and the route
 * helpers (page-route.ts). As chunks of their own they were two sub-kilobyte files on every page.
 */
export const everyRouteModule = /[\\/]src[\\/]app[\\/](?:seo|page-route)\.ts$/;

/**
 * A Rolldown chunk `name` function: 'shell' for a module of the shop's own code that a shell entry
 * imports statically (directly or through other modules) or that every page route imports
 * (everyRouteModule), null otherwise. `context.getModuleInfo` gives a module's static `importers`
 * (called as a method: Rolldown's context needs its `this`). Dependencies (node_modules) are left out: Rolldown adds the ones the
 * shell really uses, and walking up through a package's index would claim modules no page uses.
 */
export function shellChunkName() {
  const notShell = new Set();
  return (id, context) => {
    if (everyRouteModule.test(id)) return 'shell';
    if (/node_modules|^\0|\.css$/.test(id) || shellEntry.test(id) || notShell.has(id)) return null;
    // Walk up the static importers; if none of them leads to a shell entry, nothing this walk
    // visited can lead to one either (their importers are a subset of what was walked).
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length > 0) {
      const info = context.getModuleInfo(queue.pop());
      for (const importer of info?.importers ?? []) {
        if (shellEntry.test(importer)) return 'shell';
        if (seen.has(importer) || notShell.has(importer)) continue;
        seen.add(importer);
        queue.push(importer);
      }
    }
    for (const visited of seen) notShell.add(visited);
    return null;
  };
}

/**
 * Whether an output file is one of the chunks every page has loaded before anything is imported on
 * demand (Rolldown's runtime, `react`, `shell`): Vite's preload helper need not list them.
 */
export function loadedByEveryPage(file) {
  return /(?:^|\/)(?:rolldown-runtime|react|shell)-[\w-]{8}\.js$/.test(file);
}

/** The form kit: what every form page and on-demand form (sign-in, contact, newsletter, review) loads. */
export const formModule =
  /(?:node_modules[\\/](?:react-hook-form[\\/]|lucide-react[\\/].*[\\/]loader-circle\.mjs$)|[\\/]src[\\/](?:components[\\/](?:ui[\\/](?:field|textarea)|email-field|busy-button|form-error)\.tsx|lib[\\/](?:lazy-zod-resolver|use-submit-lock)\.ts|data[\\/]services[\\/]message-service\.ts)$)/;

/** What every help and company page draws its Markdown with, the FAQ's share of the family. */
export const proseModule =
  /[\\/]src[\\/]features[\\/]content[\\/](?:components[\\/](?:markdown|in-page-link|action-links|closing-callout)\.tsx|model[\\/]section-of\.ts)$/;

/**
 * The help and company pages' own feature, except `proseModule`, what only the two message forms
 * share (the form, its hook and toasts: with them every help page would load the form kit) and the
 * icons a content file may name (content-icon.tsx, every one of them) with the parts that draw them: the FAQ, the
 * legal pages and Contact show none.
 */
export const contentModule =
  /[\\/]src[\\/]features[\\/]content[\\/](?!(?:message-toasts|use-send-message)\.ts$|model[\\/]section-of\.ts$|components[\\/](?:markdown|in-page-link|action-links|closing-callout|message-form|required-note|content-icon|feature-grid|info-blocks|quick-help)\.tsx$)/;

/**
 * A Vite plugin letting an entry's chunk (a route's) export more than the entry module does, which
 * Rolldown requires of groups that take only the modules they name (`includeDependenciesRecursively:
 * false`); React Router asks for 'exports-only'. A route's chunk keeps every export React Router
 * reads; it may also hold a module the route shares only with its own on-demand parts.
 */
export function entryChunksMayExportMore() {
  return {
    name: 'lumina:entry-chunks-may-export-more',
    enforce: 'post',
    configEnvironment: () => ({ build: { rollupOptions: { preserveEntrySignatures: 'allow-extension' } } }),
  };
}

/** The `codeSplitting` option for the client build. */
export function codeSplitting() {
  return {
    groups: [
      { name: 'react', test: frameworkModule, priority: 2 },
      { name: shellChunkName(), priority: 1 },
      // Only the modules named: with their imports, `forms` took the label and the input (the FAQ's
      // search box) and `content` the page header, so the FAQ page loaded both groups.
      { name: 'forms', test: formModule, includeDependenciesRecursively: false },
      { name: 'prose', test: proseModule, includeDependenciesRecursively: false },
      { name: 'content', test: contentModule, minShareCount: 2, includeDependenciesRecursively: false },
    ],
  };
}
