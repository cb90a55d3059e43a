/** The sale page's sort and page in the URL (`?sort=&page=`); defaults (discount-high, 1) are omitted. */
import { saleSorts, type SaleSort } from '@/domain/product-query';
import { parsePage } from '@/domain/pagination';

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

export interface SaleParams {
  sort: SaleSort;
  /** 1-based. */
  page: number;
}

export function parseSaleParams(params: URLSearchParams): SaleParams {
  const sort = params.get('sort');
  return { sort: isSaleSort(sort) ? sort : defaultSaleSort, page: parsePage(params.get('page')) };
}

/** The query string (without '?'); '' for the default sort on page 1. */
export function serializeSaleParams(state: { sort: SaleSort; page?: number }): string {
  const params = new URLSearchParams();
  if (state.sort !== defaultSaleSort && isSaleSort(state.sort)) params.set('sort', state.sort);
  if (state.page !== undefined && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** `/sale` plus the query string, for links. */
export function saleHref(state: { sort: SaleSort; page?: number }): string {
  const query = serializeSaleParams(state);
  return query ? `/sale?${query}` : '/sale';
}
