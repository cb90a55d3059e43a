/**
 * The catalogue worker (decision 0010): loads the catalogue index once and answers the pages'
 * questions about the whole catalogue (list, sale, search, suggestions) off the main thread, so
 * searching and filtering never hold up typing, scrolling or a tap.
 *
 * Messages in: { id, request }; out: { id, page } or { id, error }.
 */
import { catalogueIndexUrl } from '@/domain/catalogue-data-paths';
import { answerCatalogueQuery, type CatalogueIndex, type CatalogueRequest } from '@/domain/catalogue-query';
import { loadCatalogueIndex } from './catalogue-index';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: CatalogueRequest }>) => void) | null;
  postMessage: (message: unknown) => void;
};

let index: Promise<CatalogueIndex> | null = null;

/** The index, loading it if needed; a failed load (offline) is tried again by the next question. */
function loaded(): Promise<CatalogueIndex> {
  if (!index) {
    index = loadCatalogueIndex(catalogueIndexUrl);
    index.catch(() => (index = null));
  }
  return index;
}

// The index starts loading as the worker starts (a page starts the worker when it will need it).
void loaded().catch(() => undefined);

scope.onmessage = ({ data: { id, request } }) => {
  loaded().then(
    (loaded) => scope.postMessage({ id, page: answerCatalogueQuery(loaded, request) }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
