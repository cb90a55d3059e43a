/**
 * Fetches the catalogue index the build wrote (domain/catalogue-data-files.ts) and decodes it: the
 * part a search reads first, then, once it is in (so the two do not share a slow connection), the
 * part only cards show.
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

export function loadCatalogueIndex(): CatalogueIndexLoad {
  const search = fetchJson<CatalogueSearchFile>(catalogueIndexUrl);
  const cards = search.then(() => fetchJson<CatalogueCardsFile>(catalogueCardsUrl));
  const load = {
    searchable: search.then((file) => decodeCatalogueIndex(file)),
    complete: Promise.all([search, cards]).then(([file, more]) => decodeCatalogueIndex(file, more)),
  };
  load.searchable.catch(() => undefined);
  return load;
}

/**
 * The index, loaded on first use and kept; a load that failed (offline) is started again by the
 * next use. For the worker and for the page where there is no worker.
 */
export function catalogueIndexLoader(): () => CatalogueIndexLoad {
  let index: CatalogueIndexLoad | null = null;
  return () => {
    if (!index) {
      const load = loadCatalogueIndex();
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
  load: CatalogueIndexLoad,
  request: CatalogueRequest,
  answer: (index: CatalogueIndex, request: CatalogueRequest) => T,
): Promise<T> {
  return answer(await (isSuggestionRequest(request) ? load.searchable : load.complete), request);
}
