/**
 * The sale page's state in the URL: the facets (domain/facet-params.ts), `sort` and `page`;
 * defaults (no facet, discount-high, page 1) are omitted.
 */
import {
  defaultFacetChoice,
  facetChoiceCount,
  facetFilter,
  facetParamKeys,
  type FacetChoice,
  parseFacetParams,
  writeFacetParams,
} from '@/domain/facet-params';
import type { CatalogueRequest } from '@/domain/catalogue-request';
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
  facets: FacetChoice;
  sort: SaleSort;
  /** 1-based. */
  page: number;
}

export const defaultSaleParams: SaleParams = { facets: defaultFacetChoice, sort: defaultSaleSort, page: 1 };

export function parseSaleParams(params: URLSearchParams): SaleParams {
  return { facets: parseFacetParams(params), ...parseSortAndPage(params, saleSorts, defaultSaleSort) };
}

/** Every key the page reads from the query string (and the facets' option keys, by their prefix). */
export const saleParamKeys = [...facetParamKeys, 'sort', 'page'] as const;

/** The query string (without '?'); '' for no facet, the default sort and page 1. */
export function serializeSaleParams(state: Partial<SaleParams>): string {
  const params = new URLSearchParams();
  writeFacetParams(params, state.facets);
  writeSortAndPage(params, state, saleSorts, defaultSaleSort);
  return params.toString();
}

/** `/sale` plus the query string, for links. */
export function saleHref(state: Partial<SaleParams>): string {
  const query = serializeSaleParams(state);
  return query ? `/sale?${query}` : '/sale';
}

/** The catalogue question for the page's facets, sort and page, with the facets' counts. */
export function saleRequest({ facets, sort, page }: SaleParams): CatalogueRequest {
  return { kind: 'sale', sort, page, filter: facetFilter(facets), facets: true };
}

/** How many facet values narrow the sale, for the Filters badge. */
export const saleFilterCount = (params: SaleParams): number => facetChoiceCount(params.facets);
