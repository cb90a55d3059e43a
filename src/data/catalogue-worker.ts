/**
 * The catalogue worker (decision 0010): loads the catalogue index once and answers the pages'
 * questions about the whole catalogue (list, sale, search, suggestions) off the main thread, so
 * searching and filtering never hold up typing, scrolling or a tap.
 *
 * Messages in: { warm, handed } (start loading the index: `warm` true for both parts at once, as
 * loadCatalogueIndex's `whole`; `handed`, the parts the page is downloading for it, index-handover.ts),
 * { part, bytes } (one of those parts) or { id, request }; out: { id, page } or { id, error }.
 */
import { answererReusingCounts, type CatalogueRequest } from '@/domain/catalogue-query';
import { answerWhenLoaded, catalogueIndexLoader } from './catalogue-index';
import { type HandedPart, partsFromPage } from './index-handover';

type Message = { warm: boolean; handed: string[] } | HandedPart | { id: number; request: CatalogueRequest };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<Message>) => void) | null;
  postMessage: (message: unknown) => void;
};

const fromPage = partsFromPage();
/** The index, loading it if needed; a failed load (offline) is tried again by the next question. */
const loaded = catalogueIndexLoader(fromPage.fetchPart);
const answer = answererReusingCounts();

scope.onmessage = ({ data }) => {
  if ('part' in data) {
    fromPage.receive(data);
    return;
  }
  if ('warm' in data) {
    fromPage.expect(data.handed);
    loaded(data.warm);
    return;
  }
  const { id, request } = data;
  answerWhenLoaded(loaded, request, answer).then(
    (page) => scope.postMessage({ id, page }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
