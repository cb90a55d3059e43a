// V8's explicit compile hint for the shop's JavaScript (a Vite plugin, `compileHints`).
//
// V8 compiles a function the first time it is called unless told otherwise, and that compile runs
// on the main thread, inside whatever called it. The shop's code is mostly run soon after it loads:
// a page's modules to hydrate it, and the modules fetched ahead for the next page (layout/
// link-prefetch.tsx) to render that page when the shopper taps. Compiled on first call, the tap paid
// for it: a trace of /faq -> /contact at 4x CPU had 110-167 ms of such compiles between the tap and
// the next page's frame. A file starting with this comment has all its functions compiled when the
// file is, on a background thread as it streams in, so the tap finds them ready (1-7 ms left).
// Browsers without the hint read a comment (docs/decisions/0024-compile-hints.md).

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * A Vite plugin putting the hint on the first line of every JavaScript chunk of the client build.
 * It must be the file's very first line, so it is added last: after minification and after Vite
 * has put its own preamble (the `__vite__mapDeps` list of a chunk that imports on demand) on top.
 */
export function compileHints() {
  return {
    name: 'lumina:compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}
