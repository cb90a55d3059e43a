/** What the products page shows for a URL state: the filtered products in the chosen order. */
import { filterProducts, sortProducts } from '@/domain/product-query';
import type { Product } from '@/domain/types';
import { serializeProductsParams, type ProductsParams } from './products-params';

/** `products` must be the whole catalogue in catalogue order (featured = its first products). */
export function listProducts(products: readonly Product[], params: ProductsParams): Product[] {
  const filtered = filterProducts(products, {
    category: params.category,
    featured: params.featured,
    sale: params.sale,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
  });
  return sortProducts(filtered, params.sort);
}

/** True when a filter or the sort differs from the plain /products page (the page number aside). */
export function hasActiveFilters(params: ProductsParams): boolean {
  return serializeProductsParams({ ...params, page: 1 }) !== '';
}
