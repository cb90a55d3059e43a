// The rules every host of the build follows (scripts/static-server.mjs, deploy/nginx, deploy/caddy,
// the generated _headers), in one place for the code that serves or writes them.

/** Hashed files under /assets/ never change: cached for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (pages, the 404 page, unhashed files) is revalidated on every use. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Path prefixes of routes with parameters (src/app/routes.ts): unknown ones get the app shell. */
export const DYNAMIC_PREFIXES = ['/product/'];
