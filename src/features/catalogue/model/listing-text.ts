/** Headings and counts of the products page (docs/shop-rules.md, Catalogue and listing). */
import type { CategoryName } from '@/domain/types';
import type { ProductsParams } from './products-listing';

/** Category name, else 'Featured Products' / 'On Sale' for those flags, else 'All Products'. */
export function listingHeading(
  params: Pick<ProductsParams, 'category' | 'featured' | 'sale'>,
  categories: readonly CategoryName[],
): string {
  const category = params.category ? categories.find((c) => c.id === params.category) : undefined;
  if (category) return category.name;
  if (params.featured) return 'Featured Products';
  if (params.sale) return 'On Sale';
  return 'All Products';
}

/** '1 product found', '5 products found', '0 products found'. */
export function productsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}

/** A category card's count: '1 product', '5 products'. */
export function productCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** The sale page's badge: 'Up to 25% OFF'. */
export function upToOffText(percent: number): string {
  return `Up to ${percent}% OFF`;
}

/** The empty list's hint (docs/shop-rules.md, Catalogue and listing). */
export const noMatchHint = 'Try another category or a wider price range.';
