import type { RouteConfigEntry } from '@react-router/dev/routes';
import { expect, test } from 'vitest';
import { backendPaths, notFoundPath, prerenderPaths, staticPaths, storeFilePaths } from './prerender-paths';
import routes from './routes';

/** Every path of the route table (params kept as written), layouts flattened. */
function pathsOf(entries: readonly RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const here = entry.index ? parent || '/' : `${parent}/${entry.path ?? ''}`.replace(/\/+$/, '') || '/';
    const own = entry.path === undefined && !entry.index ? [] : [here];
    return [...own, ...pathsOf(entry.children ?? [], entry.path === undefined ? parent : here)];
  });
}

// A host serves only the files the build wrote: a page in the route table but not in the prerender
// list would answer 404 in production while working in development.
test('every page of the route table without a parameter is prerendered', () => {
  const fixed = pathsOf(routes).filter((path) => !path.includes(':') && path !== '/*');
  const written = new Set<string>(prerenderPaths([]));
  expect(fixed.filter((path) => !written.has(path))).toEqual([]);
});

test('the prerender list names no page the route table lacks', () => {
  const known = new Set(pathsOf(routes));
  expect([...staticPaths, ...storeFilePaths].filter((path) => !known.has(path))).toEqual([]);
  expect(known.has('/*'), 'the catch-all renders the 404 page').toBe(true);
  expect(notFoundPath).toBe('/404');
});

test('a backend that e-mails its customers adds the page their reset link opens; the local one none', () => {
  expect(backendPaths('vendure')).toEqual(['/reset-password']);
  expect(backendPaths('local')).toEqual([]);
});
