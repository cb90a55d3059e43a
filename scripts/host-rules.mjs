// The rules every host of the build follows (scripts/static-server.mjs, deploy/nginx, deploy/caddy,
// the generated _headers), in one place for the code that serves or writes them.

/** Hashed files under /assets/ never change: cached for a year. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A page's data for in-app moves (`*.data`, React Router's prerendered loader data): fresh for a
 * minute, so a page fetched ahead (src/app/layout/link-prefetch.tsx) or just left is opened again
 * without a request; a deploy reaches it within that minute (docs/decisions/0019-instant-navigation.md).
 */
export const CACHE_DATA = 'public, max-age=60';
/** Everything else (pages, the 404 page, unhashed files) is revalidated on every use. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * The shop's icons (`/favicon.svg`, `/icons/`): Chromium asks for the page's icon again after every
 * move inside the app, so they are fresh for a day rather than revalidated each time.
 */
export const CACHE_ICON = 'public, max-age=86400';

/** The Cache-Control of a successful response for `pathname`. */
export function cacheControlFor(pathname) {
  if (pathname.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (pathname === '/favicon.svg' || pathname.startsWith('/icons/')) return CACHE_ICON;
  return pathname.endsWith('.data') ? CACHE_DATA : CACHE_REVALIDATE;
}
/** Path prefixes of routes with parameters (src/app/routes.ts): unknown ones get the app shell. */
export const DYNAMIC_PREFIXES = ['/product/'];
