/**
 * Products and categories: the only module that knows their raw shape (reviews, orders and page
 * content have their own repositories, so pages load only what they show). Everything is synchronous and pure;
 * returned arrays are shared, read-only snapshots.
 */
import type { Category, Product } from '@/domain/types';

import { categories, products, synonyms } from 'virtual:lumina-catalogue';

const productsById = new Map(products.map((product) => [product.id, product]));
const categoriesById = new Map<string, Category>(categories.map((category) => [category.id, category]));
const productIds: readonly string[] = Object.freeze(products.map((product) => product.id));

/** All products, in catalogue order. */
export function getAllProducts(): readonly Product[] {
  return products;
}

export function getProductById(id: string): Product | undefined {
  return productsById.get(id);
}

/** Product ids in catalogue order (used to prerender product pages). */
export function getProductIds(): readonly string[] {
  return productIds;
}

/** The shop owner's search synonyms (a word -> the words searched instead when it finds nothing). */
export function getSearchSynonyms(): Readonly<Record<string, string>> {
  return synonyms;
}

export function getAllCategories(): readonly Category[] {
  return categories;
}

/** Accepts any string (e.g. from a URL); unknown ids give undefined. */
export function getCategoryById(id: string): Category | undefined {
  return categoriesById.get(id);
}
