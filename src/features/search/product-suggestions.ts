/**
 * The header box's product suggestions over the shop catalogue. This module (with the catalogue and
 * the search index) is loaded on demand the first time a shopper focuses or types in the box, so it
 * stays off the home page's critical path; after that, suggestions are computed synchronously.
 */
import { limits } from '@/config/store';
import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { searchProducts } from '@/domain/product-query';
import type { Product } from '@/domain/types';

export interface Suggestions {
  /** The best matches (at most limits.searchSuggestions), in relevance order. */
  products: Product[];
  /** How many products match in all (for 'View all {n} results'). */
  total: number;
}

/** Up to 5 products for `query` by relevance, and how many match in all. */
export function suggest(query: string): Suggestions {
  const found = searchProducts(getAllProducts(), getAllCategories(), query);
  return { products: found.slice(0, limits.searchSuggestions), total: found.length };
}

// Builds the search index now (it is cached per catalogue), so the first keystroke is as fast as the rest.
suggest('a');
