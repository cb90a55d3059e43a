/**
 * Puts a theme choice on the document: `data-theme` on <html> (app.css picks the palette from it;
 * none follows the system) and the browser bar's colour. The same function runs as an inline script
 * in the head before the first paint (themePrePaintScript) and in the app when the shopper chooses,
 * so it is self-contained plain JavaScript: it parses what it is given itself.
 *
 * The bar's colour: the page has a theme-color meta per system theme (root.tsx, by media query);
 * a choice puts one more, without a media query, in front of them (a browser takes the first that
 * applies). React's own metas are left as they are: hydration matches them by their attributes and
 * would add a copy of one that had changed.
 */
export function applyTheme(choice: unknown, colours: { light: string; dark: string }): void {
  const root = document.documentElement;
  const chosen = choice === 'light' || choice === 'dark' ? choice : null;
  let meta = document.head.querySelector('meta[data-theme-choice]');
  if (chosen) {
    root.setAttribute('data-theme', chosen);
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('name', 'theme-color');
      meta.setAttribute('data-theme-choice', '');
      document.head.prepend(meta);
    }
    meta.setAttribute('content', colours[chosen]);
  } else {
    root.removeAttribute('data-theme');
    meta?.remove();
  }
}

/**
 * The head's inline script: the stored choice applied before anything is painted, on every
 * prerendered page (the Content Security Policy allows it by its hash, computed from the build).
 */
export function themePrePaintScript(storageKey: string, colours: { light: string; dark: string }): string {
  const read = `(function(){try{return localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){return null}})()`;
  return `(${applyTheme.toString()})(${read},${JSON.stringify(colours)})`;
}
