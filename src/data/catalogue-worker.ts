/**
 * The catalogue worker (decision 0010): loads the catalogue index once and answers the pages'
 * questions about the whole catalogue (list, sale, search, suggestions) off the main thread, so
 * searching and filtering never hold up typing, scrolling or a tap.
 *
 * Messages in: { id, request }; out: { id, page } or { id, error }.
 */
import { answerCatalogueQuery, type CatalogueRequest } from '@/domain/catalogue-query';
import { answerWhenLoaded, catalogueIndexLoader } from './catalogue-index';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ id: number; request: CatalogueRequest }>) => void) | null;
  postMessage: (message: unknown) => void;
};

/** The index, loading it if needed; a failed load (offline) is tried again by the next question. */
const loaded = catalogueIndexLoader();

// The index starts loading as the worker starts (a page starts the worker when it will need it).
loaded();

scope.onmessage = ({ data: { id, request } }) => {
  answerWhenLoaded(loaded(), request, answerCatalogueQuery).then(
    (page) => scope.postMessage({ id, page }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
