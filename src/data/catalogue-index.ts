/**
 * Fetches the catalogue index the build wrote (domain/catalogue-data-files.ts) and decodes it. For
 * the header's suggestions, the part a search reads comes first and the part only cards show
 * follows once it is in, so the two do not share a slow connection; a list or search page needs
 * both, fetched together.
 */
import { marketUrl } from '@/config/market';
import { catalogueCardsUrl, catalogueIndexUrl } from '@/domain/catalogue-data-paths';
import {
  type CatalogueCardsFile,
  type CatalogueSearchFile,
  decodeCatalogueIndex,
} from '@/domain/catalogue-index-file';
import type { CatalogueIndex } from '@/domain/catalogue-query';
import { type CatalogueRequest, isSuggestionRequest } from '@/domain/catalogue-request';

export interface CatalogueIndexLoad {
  /** Enough for the header's suggestions (domain/catalogue-index-file.ts). */
  searchable: Promise<CatalogueIndex>;
  /** The whole index. */
  complete: Promise<CatalogueIndex>;
}

/** Fetches one part of the index, as its parsed JSON. */
export type FetchIndexPart = (url: string) => Promise<unknown>;

export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(marketUrl(url));
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The index's two parts as `get` fetches them, in the order the loads need: `whole`, both at once
 * (a page of cards needs them); else the cards' part once the first is in.
 */
export function indexParts<T>(
  whole: boolean,
  get: (url: string) => Promise<T>,
): { search: Promise<T>; cards: Promise<T> } {
  const search = get(catalogueIndexUrl);
  const cards = whole ? get(catalogueCardsUrl) : search.then(() => get(catalogueCardsUrl));
  return { search, cards };
}

/** `whole`: both parts at once, else the cards' part after the first (indexParts). */
export function loadCatalogueIndex(
  whole: boolean,
  fetchPart: FetchIndexPart = fetchJson,
): CatalogueIndexLoad {
  const { search, cards } = indexParts(whole, fetchPart);
  const load = {
    searchable: search.then((file) => decodeCatalogueIndex(file as CatalogueSearchFile)),
    complete: Promise.all([search, cards]).then(([file, more]) =>
      decodeCatalogueIndex(file as CatalogueSearchFile, more as CatalogueCardsFile),
    ),
  };
  load.searchable.catch(() => undefined);
  return load;
}

/** The index's load, started by the first use (`whole` as loadCatalogueIndex's). */
export type CatalogueIndexLoader = (whole: boolean) => CatalogueIndexLoad;

/**
 * The index, loaded on first use and kept (each part fetched by `fetchPart`); a load that failed
 * (offline) is started again by the next use. For the worker and for the page where there is no
 * worker.
 */
export function catalogueIndexLoader(fetchPart: FetchIndexPart = fetchJson): CatalogueIndexLoader {
  let index: CatalogueIndexLoad | null = null;
  return (whole) => {
    if (!index) {
      const load = loadCatalogueIndex(whole, fetchPart);
      index = load;
      load.complete.catch(() => {
        if (index === load) index = null;
      });
    }
    return index;
  };
}

/**
 * The answer to `request` as soon as the part of the index it needs is in: a header suggestion
 * query the first part, anything else the whole index.
 */
export async function answerWhenLoaded<T>(
  loaded: CatalogueIndexLoader,
  request: CatalogueRequest,
  answer: (index: CatalogueIndex, request: CatalogueRequest) => T | PromiseLike<T>,
): Promise<T> {
  const whole = !isSuggestionRequest(request);
  const load = loaded(whole);
  return answer(await (whole ? load.complete : load.searchable), request);
}
