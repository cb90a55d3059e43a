/**
 * The catalogue worker (decision 0010): loads the catalogue index once and answers the pages'
 * questions about the whole catalogue (list, sale, search, suggestions) off the main thread, so
 * searching and filtering never hold up typing, scrolling or a tap.
 *
 * Messages in: { warm } (start loading the index: `warm` true for both parts at once, as
 * loadCatalogueIndex's `whole`) or { id, request }; out: { id, page } or { id, error }.
 */
import { answerCatalogueQuery, type CatalogueRequest } from '@/domain/catalogue-query';
import { answerWhenLoaded, catalogueIndexLoader } from './catalogue-index';

type Message = { warm: boolean } | { id: number; request: CatalogueRequest };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Message>) => void) | null;
  postMessage: (message: unknown) => void;
};

/** The index, loading it if needed; a failed load (offline) is tried again by the next question. */
const loaded = catalogueIndexLoader();

scope.onmessage = ({ data }) => {
  if ('warm' in data) {
    loaded(data.warm);
    return;
  }
  const { id, request } = data;
  answerWhenLoaded(loaded, request, answerCatalogueQuery).then(
    (page) => scope.postMessage({ id, page }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
