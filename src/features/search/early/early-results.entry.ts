/**
 * The early-results script (see fill-early-results.ts): built on its own as a small classic script
 * and loaded with `async` by the prerendered /search page. On arrival it runs the search and starts
 * loading the first results' images; once the frame is parsed it fills in the results, waits for
 * those images, then lets the page hydrate (the app's JavaScript waits for it, so the images are not
 * queued behind it on a slow connection). On any failure the page keeps 'Searching…' and the app
 * shows the results when it has loaded.
 */
import { readyToHydrate } from '@/lib/hydrate-after';
import {
  earlyFrameEnd,
  earlyResultsMarker,
  eagerImages,
  earlySearch,
  fillEarlyResults,
  type EarlySearch,
  type ImagePreload,
} from './fill-early-results';

function preload({ href, type, srcset, sizes }: ImagePreload) {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  // A photograph: its best format at the grid's sizes (a browser without that format skips it).
  if (type && srcset && sizes) {
    link.type = type;
    link.imageSrcset = srcset;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}

async function fill(search: EarlySearch | null) {
  const frame = document.querySelector(`[${earlyResultsMarker}]`);
  try {
    if (search && fillEarlyResults(document, search)) {
      const images = frame?.querySelectorAll<HTMLImageElement>('img[loading="eager"]') ?? [];
      await Promise.all([...images].map((image) => image.decode().catch(() => undefined)));
    }
  } catch {
    // The app renders the results itself once it has loaded.
  } finally {
    readyToHydrate(frame);
  }
}

let search: EarlySearch | null = null;
try {
  search = earlySearch(location.search);
  if (search) eagerImages(search.products).forEach(preload);
} catch {
  // As above: the app shows the results.
}
// Fill in the frame as soon as it is parsed: at once if it is, else when its closing inline script
// runs (usually before the first paint), or at the latest when the document is parsed.
let filled = false;
const fillOnce = () => {
  if (filled) return;
  filled = true;
  void fill(search);
};
if (document.getElementById(earlyFrameEnd) || document.readyState !== 'loading') fillOnce();
else {
  document.addEventListener(earlyFrameEnd, fillOnce, { once: true });
  document.addEventListener('DOMContentLoaded', fillOnce, { once: true });
}
