import { catalogueDataPaths } from '../domain/catalogue-data-paths.ts';

/**
 * Every path written to static HTML at build time. `/404` renders the catch-all route; the server
 * answers unknown paths with that file and status 404.
 */
export const staticPaths = [
  '/',
  '/products',
  '/categories',
  '/sale',
  '/search',
  '/cart',
  '/wishlist',
  '/checkout',
  '/order-success',
  '/orders',
  '/login',
  '/register',
  '/forgot-password',
  '/profile',
  '/customer-service',
  '/contact',
  '/shipping',
  '/returns',
  '/faq',
  '/about',
  '/our-story',
  '/careers',
  '/privacy',
  '/terms',
  '/offline',
] as const;

/**
 * The pages a backend adds (LUMINA_BACKEND): one that e-mails its customers (vendure) has
 * /reset-password, which the link of a password-reset e-mail opens. The local backend sends no
 * e-mail, so its shop has no such page. Each is `routes/<name>.tsx` (routes.ts).
 */
export function backendPaths(backend = process.env.LUMINA_BACKEND): string[] {
  return backend === 'vendure' ? ['/reset-password'] : [];
}

export const notFoundPath = '/404';

export function productPaths(ids: readonly string[]): string[] {
  return ids.map((id) => `/product/${id}`);
}

/** Files written from the store configuration by resource routes (not pages). */
export const storeFilePaths = ['/manifest.webmanifest', '/robots.txt'] as const;

/** Every path to prerender, given the catalogue's product ids. */
export function prerenderPaths(productIds: readonly string[]): string[] {
  return [
    ...staticPaths,
    ...backendPaths(),
    ...productPaths(productIds),
    notFoundPath,
    ...storeFilePaths,
    ...catalogueDataPaths,
  ];
}

/** What a content page (content/*.md) may link to: the static pages, the catalogue's products and categories. */
export function linkableAddresses(catalogue: {
  products: readonly { id: string }[];
  categories: readonly { id: string }[];
}) {
  return {
    paths: new Set<string>(staticPaths),
    productIds: new Set(catalogue.products.map((product) => product.id)),
    categoryIds: new Set(catalogue.categories.map((category) => category.id)),
  };
}
