import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueCardsUrl, catalogueIndexUrl } from '@/domain/catalogue-data-paths';
import { type HandedPart, handIndexParts, partsFromPage } from './index-handover';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer;

describe('partsFromPage (the worker side)', () => {
  it('parses a part the page handed over, without fetching it', async () => {
    const fallback = vi.fn(async () => 'fetched');
    const parts = partsFromPage(fallback);
    parts.expect([catalogueIndexUrl]);
    const read = parts.fetchPart(catalogueIndexUrl);
    parts.receive({ part: catalogueIndexUrl, bytes: bytesOf({ names: ['Lamp'] }) });
    await expect(read).resolves.toEqual({ names: ['Lamp'] });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('takes a part that arrived before it was asked for', async () => {
    const parts = partsFromPage(async () => 'fetched');
    parts.expect([catalogueCardsUrl]);
    parts.receive({ part: catalogueCardsUrl, bytes: bytesOf([1, 2]) });
    await expect(parts.fetchPart(catalogueCardsUrl)).resolves.toEqual([1, 2]);
  });

  it('fetches a part itself when the page could not get it, and on any later load', async () => {
    const fallback = vi.fn(async (url: string) => `fetched ${url}`);
    const parts = partsFromPage(fallback);
    parts.expect([catalogueIndexUrl]);
    parts.receive({ part: catalogueIndexUrl, bytes: null });
    await expect(parts.fetchPart(catalogueIndexUrl)).resolves.toBe(`fetched ${catalogueIndexUrl}`);
    // A load started again (after a failure) never waits for the page: its bytes were used once.
    await expect(parts.fetchPart(catalogueIndexUrl)).resolves.toBe(`fetched ${catalogueIndexUrl}`);
    expect(fallback).toHaveBeenCalledTimes(2);
  });

  it('fetches a part the page never said it was downloading', async () => {
    const fallback = vi.fn(async () => 'fetched');
    await expect(partsFromPage(fallback).fetchPart(catalogueCardsUrl)).resolves.toBe('fetched');
  });
});

describe('handIndexParts (the page side)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fetch whose responses the test releases one URL at a time. */
  function heldFetch() {
    const requested: string[] = [];
    const release = new Map<string, (response: Response) => void>();
    vi.stubGlobal('fetch', (url: string) => {
      requested.push(url);
      return new Promise<Response>((resolve) => release.set(url, resolve));
    });
    return { requested, release: (url: string, response: Response) => release.get(url)?.(response) };
  }

  function recordingWorker() {
    const posted: { message: HandedPart; transfer: Transferable[] }[] = [];
    return {
      posted,
      worker: {
        postMessage: (message: HandedPart, transfer: Transferable[]) => posted.push({ message, transfer }),
      },
    };
  }

  it('for suggestions, asks for the cards part only once the search part is in, and transfers each', async () => {
    const net = heldFetch();
    const { posted, worker } = recordingWorker();
    const parts = handIndexParts(worker as unknown as Worker, false);
    expect(parts).toEqual([catalogueIndexUrl, catalogueCardsUrl]);
    expect(net.requested).toEqual([catalogueIndexUrl]);

    net.release(catalogueIndexUrl, new Response('{"a":1}'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(net.requested).toEqual([catalogueIndexUrl, catalogueCardsUrl]);
    const first = posted[0]!;
    expect(first.message.part).toBe(catalogueIndexUrl);
    expect(new TextDecoder().decode(first.message.bytes!)).toBe('{"a":1}');
    expect(first.transfer).toEqual([first.message.bytes]);

    net.release(catalogueCardsUrl, new Response('not found', { status: 404 }));
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.message).toEqual({ part: catalogueCardsUrl, bytes: null });
  });

  it('for a page of cards, asks for both parts at once', () => {
    const net = heldFetch();
    handIndexParts(recordingWorker().worker as unknown as Worker, true);
    expect(net.requested).toEqual([catalogueIndexUrl, catalogueCardsUrl]);
  });

  it('hands over null when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const { posted, worker } = recordingWorker();
    handIndexParts(worker as unknown as Worker, true);
    await vi.waitFor(() => expect(posted).toHaveLength(2));
    expect(posted.map(({ message }) => message.bytes)).toEqual([null, null]);
  });
});
