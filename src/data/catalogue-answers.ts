/**
 * Questions about the whole catalogue from the pages (decision 0010), reached through
 * catalogue-client.ts, which loads this module on first use: answered by the catalogue worker, which loads the catalogue index once; a one- or two-character suggestion query is
 * answered from its small prefix file first, so the first suggestions do not wait for the index.
 * Where there is no Worker (tests in jsdom), the same answer is computed on the page.
 */
import { marketUrl } from '@/config/market';
import { type CataloguePage, type CatalogueRequest, isSuggestionRequest } from '@/domain/catalogue-request';
import { answerFromPrefixFile, prefixKey, type PrefixFile } from '@/domain/suggestion-prefixes';
import { pageWork } from '@/lib/when-idle';
import { answerWhenLoaded, catalogueIndexLoader } from './catalogue-index';
import { handIndexParts } from './index-handover';

type Pending = {
  request: CatalogueRequest;
  resolve: (page: CataloguePage) => void;
  reject: (error: Error) => void;
};

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let onPage: ((request: CatalogueRequest) => Promise<CataloguePage>) | null = null;
const prefixFiles = new Map<string, Promise<PrefixFile>>();

function startWorker(): Worker {
  const started = new Worker(new URL('./catalogue-worker.ts', import.meta.url), {
    type: 'module',
    name: 'catalogue',
  });
  started.onmessage = ({ data }: MessageEvent<{ id: number; page?: CataloguePage; error?: string }>) => {
    const waiting = pending.get(data.id);
    pending.delete(data.id);
    if (data.page) waiting?.resolve(data.page);
    else waiting?.reject(new Error(data.error ?? 'The catalogue could not be loaded'));
  };
  // A worker that cannot start (a host's policy, an old browser): its questions are answered on the page.
  started.onerror = () => {
    started.terminate();
    worker = null;
    onPage ??= answerOnPage();
    const answer = onPage;
    for (const [id, waiting] of pending) {
      pending.delete(id);
      answer(waiting.request).then(waiting.resolve, waiting.reject);
    }
  };
  return started;
}

/** The page-side answerer, where there is no Worker: the same rule, on the main thread. */
function answerOnPage(): (request: CatalogueRequest) => Promise<CataloguePage> {
  const loaded = catalogueIndexLoader();
  const rule = import('@/domain/catalogue-query').then((query) => query.answererReusingCounts());
  return (request) => answerWhenLoaded(loaded, request, async (index, asked) => (await rule)(index, asked));
}

/**
 * Starts the worker and the index's download before the first question: on focus of the header's
 * search (`forPages` false: the suggestions' part first), or as a search page's code loads
 * (`forPages` true: both parts at once). The first call chooses. The page downloads the index and
 * hands it to the worker (index-handover.ts), so the download does not wait for the worker's start.
 */
export function warmCatalogue(forPages = false): void {
  if (worker || onPage) return;
  if (typeof Worker === 'function') {
    worker = startWorker();
    worker.postMessage({ warm: forPages, handed: handIndexParts(worker, forPages) });
  } else onPage = answerOnPage();
}

function askWorker(request: CatalogueRequest): Promise<CataloguePage> {
  warmCatalogue(!isSuggestionRequest(request));
  if (onPage) return onPage(request);
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { request, resolve, reject });
    worker?.postMessage({ id, request });
  });
}

function prefixFile(url: string): Promise<PrefixFile> {
  let file = prefixFiles.get(url);
  if (!file) {
    file = fetch(marketUrl(url)).then(async (response) => {
      // A character no product contains has no file: nothing matches.
      if (response.status === 404) return { items: [], answers: {} };
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as PrefixFile;
    });
    file.catch(() => prefixFiles.delete(url));
    prefixFiles.set(url, file);
  }
  return file;
}

/** A header suggestion query of one short term, answered from its prefix file; null otherwise. */
function fromPrefixFile(request: CatalogueRequest): Promise<CataloguePage> | null {
  if (request.kind !== 'search' || !isSuggestionRequest(request)) return null;
  const found = prefixKey(request.query);
  return found && prefixFile(found.url).then((file) => answerFromPrefixFile(file, found.key));
}

/** The answer to `request`; rejects when the catalogue cannot be loaded (offline). */
export function queryCatalogue(request: CatalogueRequest): Promise<CataloguePage> {
  const quick = fromPrefixFile(request);
  warmCatalogue(!isSuggestionRequest(request));
  // The page's own answer: fetching ahead and the offline copy wait for it (lib/when-idle.ts).
  return pageWork(quick ? quick.catch(() => askWorker(request)) : askWorker(request));
}
