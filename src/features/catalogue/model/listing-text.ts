/** Headings and counts of the catalogue's lists (docs/shop-rules.md, Catalogue and listing); messages/'s. */
import type { CategoryName } from '@/domain/types';
import * as categoriesWords from 'virtual:lumina-messages/categoriesPage';
import * as listingWords from 'virtual:lumina-messages/listing';
import * as productsWords from 'virtual:lumina-messages/productsPage';
import * as saleWords from 'virtual:lumina-messages/salePage';
import type { ProductsParams } from './products-listing';

/** Category name, else 'Featured Products' / 'On Sale' for those flags, else 'All Products'. */
export function listingHeading(
  params: Pick<ProductsParams, 'category' | 'featured' | 'sale'>,
  categories: readonly CategoryName[],
): string {
  const category = params.category ? categories.find((c) => c.id === params.category) : undefined;
  if (category) return category.name;
  if (params.featured) return productsWords.featuredProducts;
  if (params.sale) return productsWords.onSale;
  return productsWords.allProducts;
}

/** '1 product found', '5 products found', '0 products found'. */
export function productsFoundText(count: number): string {
  return listingWords.productsFound({ count });
}

/** A category card's count: '1 product', '5 products'. */
export function productCountText(count: number): string {
  return categoriesWords.productCount({ count });
}

/** The sale page's badge: 'Up to 25% OFF'. */
export function upToOffText(percent: number): string {
  return saleWords.upToOff({ percent });
}

/** The empty list's hint (docs/shop-rules.md, Catalogue and listing). */
export const noMatchHint = listingWords.noMatchHint;
