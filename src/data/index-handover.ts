/**
 * The page downloads the catalogue index for the worker it starts (decision 0010). A worker's thread
 * and module script take a round trip and more on a phone before the worker could ask for anything,
 * so the page starts the index's download at once, beside the worker's own start, and hands each
 * part's bytes over (transferred, not copied); the worker parses them. A part the page could not get
 * is fetched by the worker itself, as is any later load (after a failure).
 */
import { marketUrl } from '@/config/market';
import { catalogueCardsUrl, catalogueIndexUrl } from '@/domain/catalogue-data-paths';
import { type FetchIndexPart, fetchJson, indexParts } from './catalogue-index';

/** A part of the index from the page: its bytes, or null when the page could not get them. */
export interface HandedPart {
  part: string;
  bytes: ArrayBuffer | null;
}

async function fetchBytes(url: string): Promise<ArrayBuffer | null> {
  try {
    const response = await fetch(marketUrl(url));
    return response.ok ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/**
 * On the page: downloads the index's parts in the order a `whole` load needs (indexParts) and
 * posts each to `worker` as it arrives. Returns the parts' URLs, for the worker to wait for.
 */
export function handIndexParts(worker: Pick<Worker, 'postMessage'>, whole: boolean): string[] {
  const { search, cards } = indexParts(whole, fetchBytes);
  const parts: [string, Promise<ArrayBuffer | null>][] = [
    [catalogueIndexUrl, search],
    [catalogueCardsUrl, cards],
  ];
  for (const [part, bytes] of parts) {
    void bytes.then((buffer) => {
      const message: HandedPart = { part, bytes: buffer };
      worker.postMessage(message, buffer ? [buffer] : []);
    });
  }
  return parts.map(([part]) => part);
}

interface ExpectedPart {
  bytes: Promise<ArrayBuffer | null>;
  arrive: (bytes: ArrayBuffer | null) => void;
  used: boolean;
}

/**
 * In the worker: the parts the page said it is downloading (`expect`), filled in as they arrive
 * (`receive`), and a part fetcher for the index loader that takes each handed part once and
 * fetches anything else itself.
 */
export function partsFromPage(fallback: FetchIndexPart = fetchJson) {
  const parts = new Map<string, ExpectedPart>();
  const entry = (url: string): ExpectedPart => {
    let found = parts.get(url);
    if (!found) {
      let arrive: ExpectedPart['arrive'] = () => undefined;
      const bytes = new Promise<ArrayBuffer | null>((resolve) => (arrive = resolve));
      found = { bytes, arrive, used: false };
      parts.set(url, found);
    }
    return found;
  };
  const fetchPart: FetchIndexPart = (url) => {
    const handed = parts.get(url);
    if (!handed || handed.used) return fallback(url);
    handed.used = true;
    return handed.bytes.then((bytes) =>
      bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : fallback(url),
    );
  };
  return {
    expect: (urls: readonly string[]) => urls.forEach(entry),
    receive: ({ part, bytes }: HandedPart) => entry(part).arrive(bytes),
    fetchPart,
  };
}
