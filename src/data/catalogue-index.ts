/**
 * Fetches the catalogue index the build wrote (domain/catalogue-data-files.ts) and decodes it. For
 * the header's suggestions, the part a search reads comes first and the part only cards show
 * follows once it is in, so the two do not share a slow connection; a list or search page needs
 * both, fetched together.
 */
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

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** `whole`: both parts at once (a page of cards needs them), else the cards' part after the first. */
export function loadCatalogueIndex(whole: boolean): CatalogueIndexLoad {
  const search = fetchJson<CatalogueSearchFile>(catalogueIndexUrl);
  const cardsFile = () => fetchJson<CatalogueCardsFile>(catalogueCardsUrl);
  const cards = whole ? cardsFile() : search.then(cardsFile);
  const load = {
    searchable: search.then((file) => decodeCatalogueIndex(file)),
    complete: Promise.all([search, cards]).then(([file, more]) => decodeCatalogueIndex(file, more)),
  };
  load.searchable.catch(() => undefined);
  return load;
}

/** The index's load, started by the first use (`whole` as loadCatalogueIndex's). */
export type CatalogueIndexLoader = (whole: boolean) => CatalogueIndexLoad;

/**
 * The index, loaded on first use and kept; a load that failed (offline) is started again by the
 * next use. For the worker and for the page where there is no worker.
 */
export function catalogueIndexLoader(): CatalogueIndexLoader {
  let index: CatalogueIndexLoad | null = null;
  return (whole) => {
    if (!index) {
      const load = loadCatalogueIndex(whole);
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
