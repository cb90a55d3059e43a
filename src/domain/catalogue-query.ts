/**
 * The questions a page asks of the whole catalogue in the browser (decision 0010): a page of the
 * product list, of the sale or of a search, and the header's suggestions. Each is answered from
 * the catalogue index, the part of the catalogue those rules read, by the same rules the build
 * uses for the prerendered first pages. Pure: the answer depends on the index and the request only.
 */
import { limits } from '@/config/shop';
import type { OptionOrder } from './facet-types';
import { facetCounts, optionOrder, splitFacets } from './facets';
import { clampPage, pageCount, pageItems } from './pagination';
import type { CataloguePage, CatalogueRequest } from './catalogue-request';
import {
  filterProducts,
  saleProducts,
  searchProducts,
  sortProducts,
  type ProductFilter,
  type ProductSort,
  type SearchSort,
} from './product-query';
import { type Category, type CategoryName, type IndexedProduct, type Product, productSummary } from './types';

export type { CataloguePage, CatalogueRequest } from './catalogue-request';

/** The catalogue as the browser searches and lists it: no specifications, one image a product. */
export interface CatalogueIndex {
  categories: readonly CategoryName[];
  /** Catalogue order. */
  products: readonly IndexedProduct[];
  /** Each option's values in display order, for the facets (absent: as they come). */
  optionOrder?: OptionOrder;
}

/** The index of a catalogue (built once, by the build, into a data file). */
export function catalogueIndex(
  products: readonly Product[],
  categories: readonly Category[],
): CatalogueIndex {
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    optionOrder: optionOrder(products),
    products: products.map((product) => ({
      ...productSummary(product),
      description: product.description,
      // What facets read of the variants: their values and stock.
      ...(product.variants?.length
        ? { variants: product.variants.map(({ options, inStock }) => ({ options, inStock })) }
        : {}),
    })),
  };
}

/** The product list for a filter and a sort (`products` in catalogue order: featured = its first ones). */
export function listProducts<T extends IndexedProduct>(
  products: readonly T[],
  { sort, ...filter }: ProductFilter & { sort: ProductSort },
): T[] {
  return sortProducts(filterProducts(products, filter), sort);
}

/**
 * Every product matching `query` (all terms, case-insensitively), within the price range when one
 * is given (inclusive), in `sort` order. A blank query is no search and finds nothing.
 */
export function searchInRange<P extends IndexedProduct>(
  products: readonly P[],
  categories: readonly CategoryName[],
  {
    query,
    sort,
    minPrice,
    maxPrice,
  }: { query: string; sort: SearchSort; minPrice?: number; maxPrice?: number },
): { products: P[]; matchCount: number } {
  const found = searchProducts(products, categories, query, sort);
  const inRange =
    minPrice === undefined && maxPrice === undefined ? found : filterProducts(found, { minPrice, maxPrice });
  return { products: inRange, matchCount: found.length };
}

function pageOf(
  list: readonly IndexedProduct[],
  page: number,
  perPage: number,
  matchCount = list.length,
): CataloguePage {
  const pages = pageCount(list.length, perPage);
  const shown = clampPage(page, pages);
  return {
    items: pageItems(list, shown, perPage).map(productSummary),
    total: list.length,
    matchCount,
    page: shown,
    pages,
  };
}

/** The answer to `request` from `index`. */
export function answerCatalogueQuery(index: CatalogueIndex, request: CatalogueRequest): CataloguePage {
  switch (request.kind) {
    case 'list': {
      const page = pageOf(
        listProducts(index.products, { ...request.filter, sort: request.sort }),
        request.page,
        limits.productsPerPage,
      );
      if (!request.facets) return page;
      const { facets, rest } = splitFacets(request.filter);
      return {
        ...page,
        facets: facetCounts(filterProducts(index.products, rest), facets, index.optionOrder),
      };
    }
    case 'sale':
      return pageOf(saleProducts(index.products, request.sort), request.page, limits.productsPerPage);
    case 'search': {
      const { products, matchCount } = searchInRange(index.products, index.categories, request);
      return pageOf(products, request.page, request.perPage, matchCount);
    }
  }
}
