/** The sale page's sort in the URL (`?sort=`); default discount-high is omitted. */
import { saleSorts, type SaleSort } from '@/domain/product-query';

export const defaultSaleSort: SaleSort = 'discount-high';

export const saleSortLabels: Readonly<Record<SaleSort, string>> = {
  'discount-high': 'Biggest Discount',
  'discount-low': 'Smallest Discount',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
};

export function isSaleSort(value: unknown): value is SaleSort {
  return typeof value === 'string' && (saleSorts as readonly string[]).includes(value);
}

export function parseSaleParams(params: URLSearchParams): { sort: SaleSort } {
  const sort = params.get('sort');
  return { sort: isSaleSort(sort) ? sort : defaultSaleSort };
}

/** The query string (without '?'); '' for the default sort. */
export function serializeSaleParams(state: { sort: SaleSort }): string {
  if (state.sort === defaultSaleSort || !isSaleSort(state.sort)) return '';
  return new URLSearchParams({ sort: state.sort }).toString();
}
