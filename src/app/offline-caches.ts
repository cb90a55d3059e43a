/**
 * The service worker's runtime caches (scripts/postbuild/service-worker.mjs names the same; a test
 * holds them together). The page writes to two of them itself (layout/use-service-worker.ts).
 */
export const offlineCaches = {
  pages: 'pages',
  images: 'images',
  assets: 'assets',
  data: 'data',
} as const;

/**
 * The files the page warms into those caches once the worker is in (layout/warm-offline.ts),
 * listed by the build as `{ files: string[] }` and precached, so reading it costs no request.
 */
export const offlineWarmList = '/offline-warm.json';
