/** The sale page's sort and page in the URL (`?sort=&page=`); defaults (discount-high, 1) are omitted. */
import { saleSorts, type SaleSort } from '@/domain/product-query';
import { isOneOf, parseSortAndPage, writeSortAndPage } from '@/domain/listing-params';

export const defaultSaleSort: SaleSort = 'discount-high';

export const saleSortLabels: Readonly<Record<SaleSort, string>> = {
  'discount-high': 'Biggest Discount',
  'discount-low': 'Smallest Discount',
  'price-low': 'Price: Low to High',
  'price-high': 'Price: High to Low',
  rating: 'Highest Rated',
};

export function isSaleSort(value: unknown): value is SaleSort {
  return isOneOf(saleSorts, value);
}

export interface SaleParams {
  sort: SaleSort;
  /** 1-based. */
  page: number;
}

export function parseSaleParams(params: URLSearchParams): SaleParams {
  return parseSortAndPage(params, saleSorts, defaultSaleSort);
}

/** Every key the page reads from the query string. */
export const saleParamKeys = ['sort', 'page'] as const;

/** The query string (without '?'); '' for the default sort on page 1. */
export function serializeSaleParams(state: { sort: SaleSort; page?: number }): string {
  const params = new URLSearchParams();
  writeSortAndPage(params, state, saleSorts, defaultSaleSort);
  return params.toString();
}

/** `/sale` plus the query string, for links. */
export function saleHref(state: { sort: SaleSort; page?: number }): string {
  const query = serializeSaleParams(state);
  return query ? `/sale?${query}` : '/sale';
}
