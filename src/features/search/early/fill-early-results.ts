/**
 * The results of a searched-for page before the app's JavaScript has loaded. The query is unknown
 * when /search is prerendered, so the page holds a results frame (hidden controls, an empty list)
 * and every product's result card in a <template>, all rendered by the app's own components
 * (search-pending.tsx). This fills them in with the app's own search rule, in a small script of its
 * own (early-results.entry.ts), which also starts loading the first results' images at once, while
 * the stylesheet loads. React does not hydrate that part of the page; once it has loaded it renders
 * the real results page over it, which looks the same.
 *
 * It only fills in a plain search (a term, the default sort and price range): other addresses keep
 * 'Searching…' until the app has loaded, so the controls never show a state the URL does not have.
 */
import { imageSizes } from '@/components/image-sizes';
import { productPath } from '@/config/paths';
import { imageSources } from '@/domain/image-variants';
import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { isDefaultPriceRange } from '@/domain/price-range';
import type { Product } from '@/domain/types';
import { defaultSearchParams, parseSearchParams } from '../model/search-params';
import { searchInRange } from '@/domain/catalogue-query';
import { eagerResultCount } from '../model/search-results';
import { resultCountText, searchHeading } from '../model/search-text';

import { earlyResultsMarker } from './early-results-markers';

export { earlyFrameEnd, earlyFrameEndScript, earlyResultsMarker } from './early-results-markers';

/** A plain search's results: the term and its matches in relevance order. */
export interface EarlySearch {
  q: string;
  products: readonly Product[];
}

/**
 * The results for the address's `search` (`?q=…`), by the app's own rule, or null when it is not a
 * plain search (no term, or a sort or price range the early frame cannot show).
 */
export function earlySearch(search: string): EarlySearch | null {
  const params = parseSearchParams(new URLSearchParams(search));
  if (!params.q || params.sort !== defaultSearchParams.sort || !isDefaultPriceRange(params)) return null;
  const { products } = searchInRange(getAllProducts(), getAllCategories(), { ...params, query: params.q });
  return { q: params.q, products };
}

/** What to preload for an image: its URL, or a photograph's best format at the grid's sizes. */
export interface ImagePreload {
  href: string;
  type?: string;
  srcset?: string;
  sizes?: string;
}

/** The images of the results that load first, as the app's results grid loads them. */
export function eagerImages(products: readonly Product[]): ImagePreload[] {
  return products.slice(0, eagerResultCount).flatMap((product) => {
    const image = product.images[0];
    if (!image) return [];
    const [best] = imageSources(image);
    return best
      ? [{ href: image.src, type: best.type, srcset: best.srcSet, sizes: imageSizes.grid3BesideFilters }]
      : [{ href: image.src }];
  });
}

/**
 * Fills in the frame under `root` with `search`. Returns true when it showed the results, false
 * when it left the frame as it was (no frame, a card missing).
 */
export function fillEarlyResults(root: ParentNode, { q, products }: EarlySearch): boolean {
  const frame = root.querySelector(`[${earlyResultsMarker}]`);
  const heading = frame?.querySelector('[data-early-heading]');
  const count = frame?.querySelector('[data-early-count]');
  const list = frame?.querySelector('[data-early-results]');
  const cards = frame?.querySelector('template[data-early-cards]');
  if (!frame || !heading || !count || !list || !(cards instanceof HTMLTemplateElement)) return false;

  // The template holds one card per product, in catalogue order.
  const cardIndex = new Map(getAllProducts().map((product, index) => [product, index]));
  const items: Node[] = [];
  for (const [position, product] of products.entries()) {
    const card = cards.content.children[cardIndex.get(product) ?? -1];
    if (!card?.querySelector(`a[href="${productPath(product.id)}"]`)) return false;
    const item = card.cloneNode(true) as Element;
    const image = item.querySelector('img');
    if (image && position < eagerResultCount) {
      // As the app's results grid does for its first cards (the template's cards are all lazy).
      image.setAttribute('loading', 'eager');
      image.setAttribute('fetchpriority', 'high');
    }
    items.push(item);
  }

  heading.textContent = searchHeading(q);
  count.textContent = resultCountText(products.length);
  list.replaceChildren(...items);
  for (const hidden of frame.querySelectorAll('[data-early-body]')) hidden.removeAttribute('hidden');
  return true;
}
