// Every request a phone's page causes, for the navigation bench: when it started (wall clock, ms),
// who made it (the page, one of its workers, or the service worker), what kind of request it was
// and what started it (from the DevTools protocol, and the page's resource timing: 'link' for a
// <link rel=prefetch|modulepreload>), whether the browser's cache answered it, and the bytes it
// brought over the network. A request the page made that the service worker answered carries the
// bytes of the worker's own request for the same address (0 when the worker answered from its
// caches), and that worker request is not counted again.

/** The URLs of the functions on a DevTools initiator's stack, async parents included. */
function stackUrls(initiator) {
  const urls = [];
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.push(frame.url);
  }
  if (initiator?.url) urls.push(initiator.url);
  return urls;
}

/**
 * Starts logging `page`'s requests (call before its first navigation). `entries()` returns them
 * once the ones that finished have their sizes.
 */
export async function logRequests(page) {
  const context = page.context();
  const cdp = await context.newCDPSession(page);
  /** DevTools' view of the page's requests, by URL in order: their type and initiator. */
  const devtools = new Map();
  /** The same records by DevTools' request id, to mark those the browser's cache answered. */
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.redirectResponse) return;
    const list = devtools.get(event.request.url) ?? [];
    const record = {
      type: event.type,
      initiatorType: event.initiator?.type,
      initiatorUrls: stackUrls(event.initiator),
      startedAt: event.wallTime * 1000,
      fromCache: false,
    };
    list.push(record);
    byId.set(event.requestId, record);
    devtools.set(event.request.url, list);
  });
  const answeredByCache = (requestId) => {
    const record = byId.get(requestId);
    if (record) record.fromCache = true;
  };
  cdp.on('Network.requestServedFromCache', ({ requestId }) => answeredByCache(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) answeredByCache(requestId);
  });
  await cdp.send('Network.enable');
  // Room for every request of a page view in its resource timing (the default keeps 250).
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));

  const logged = [];
  const pending = [];
  // The phone's context has this one page: every request in it is the page's, its workers' or
  // its service worker's.
  const onRequest = (request) => logged.push({ request, seenAt: Date.now(), bytes: 0, finished: false });
  const onFinished = (request) => {
    const entry = logged.find((e) => e.request === request);
    if (!entry) return;
    pending.push(
      request.sizes().then(
        (sizes) => {
          entry.bytes = sizes.responseBodySize + sizes.responseHeadersSize;
          entry.finished = true;
        },
        () => undefined,
      ),
    );
  };
  context.on('request', onRequest);
  context.on('requestfinished', onFinished);

  return {
    async entries() {
      context.off('request', onRequest);
      context.off('requestfinished', onFinished);
      await Promise.allSettled(pending);
      const timings = await page
        .evaluate(() => performance.getEntriesByType('resource').map((e) => [e.name, e.initiatorType]))
        .catch(() => []);
      const initiatedBy = new Map();
      for (const [name, initiator] of timings)
        initiatedBy.set(name, [...(initiatedBy.get(name) ?? []), initiator]);
      const used = new Map();
      const usedTimings = new Map();
      const entries = await Promise.all(
        logged.map(async ({ request, seenAt, bytes, finished }) => {
          const url = request.url();
          const fromWorker = request.serviceWorker() !== null;
          const response = fromWorker ? null : await request.response().catch(() => null);
          let found;
          let initiator;
          if (!fromWorker) {
            const index = used.get(url) ?? 0;
            found = devtools.get(url)?.[index];
            if (found) used.set(url, index + 1);
            const timingIndex = usedTimings.get(url) ?? 0;
            initiator = initiatedBy.get(url)?.[timingIndex];
            if (initiator) usedTimings.set(url, timingIndex + 1);
          }
          const timing = request.timing().startTime;
          return {
            url,
            path: new URL(url).pathname,
            via: fromWorker ? 'service worker' : found ? 'page' : 'worker',
            resourceType: request.resourceType(),
            type: found?.type,
            initiatorType: found?.initiatorType,
            initiatorUrls: found?.initiatorUrls ?? [],
            initiatedBy: initiator,
            startedAt: found?.startedAt ?? (timing > 0 ? timing : seenAt),
            answeredByServiceWorker: response?.fromServiceWorker() ?? false,
            answeredByCache: found?.fromCache ?? false,
            bytes,
            finished,
          };
        }),
      );
      return mergeServiceWorkerBytes(entries);
    },
  };
}

/**
 * Gives each page request the service worker answered the bytes of the worker's own request for
 * the same address made for it (or 0, answered from its caches), and drops that worker request.
 */
export function mergeServiceWorkerBytes(entries) {
  const byStart = [...entries].sort((a, b) => a.startedAt - b.startedAt);
  const merged = new Set();
  for (const entry of byStart) {
    if (!entry.answeredByServiceWorker) continue;
    const own = byStart.find(
      (other) =>
        other.via === 'service worker' &&
        !merged.has(other) &&
        other.url === entry.url &&
        other.startedAt >= entry.startedAt - 5,
    );
    entry.bytes = own ? own.bytes : 0;
    entry.finished = own ? own.finished : entry.finished;
    if (own) merged.add(own);
  }
  return byStart.filter((entry) => !merged.has(entry));
}
