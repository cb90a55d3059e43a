/**
 * The names the prerendered early-results frame and its script share (fill-early-results.ts), kept
 * apart so the page's own code can name them without bringing the catalogue the script searches.
 */

/** The attribute on the prerendered frame's root. */
export const earlyResultsMarker = 'data-early-search';

/** The id of the inline script that ends the frame, and the event it sends: the frame is parsed. */
export const earlyFrameEnd = 'early-results-end';
export const earlyFrameEndScript = `document.dispatchEvent(new Event("${earlyFrameEnd}"))`;

/**
 * Up to this many products, /search's HTML carries every product's card for the early results
 * (decision 0005); a larger catalogue shows its results after hydration instead.
 */
export const earlyResultsMaxProducts = 60;
