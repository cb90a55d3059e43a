/**
 * Holding the app's JavaScript back while a prerendered part of the page is filled in before
 * hydration (the early search results): an element with `hydrateAfterAttribute` makes the page's
 * boot script (scripts/defer-hydration.mjs) wait, at most 2 s, until `readyToHydrate()` runs.
 */
export const hydrateAfterAttribute = 'data-hydrate-after';
export const readyToHydrateEvent = 'lumina:ready-to-hydrate';

/** Lets the page hydrate: `element` no longer holds it back. */
export function readyToHydrate(element: Element | null): void {
  element?.removeAttribute(hydrateAfterAttribute);
  if (!document.querySelector(`[${hydrateAfterAttribute}]`)) {
    document.dispatchEvent(new Event(readyToHydrateEvent));
  }
}
