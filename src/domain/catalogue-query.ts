/**
 * The questions a page asks of the whole catalogue in the browser (decision 0010): a page of the
 * product list, of the sale or of a search, and the header's suggestions. Each is answered from
 * the catalogue index, the part of the catalogue those rules read, by the same rules the build
 * uses for the prerendered first pages. Pure: the answer depends on the index and the request only.
 */
import { limits } from '@/config/shop';
import type { FacetFilter, OptionOrder } from './facet-types';
import { facetCounts, facetMatcher, optionOrder, splitFacets } from './facets';
import { searchForgiving } from './forgiving-search';
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
  /** The shop owner's synonyms (a word -> the words searched instead when it finds nothing). */
  synonyms?: Readonly<Record<string, string>>;
}

/** The index of a catalogue (built once, by the build, into a data file). */
export function catalogueIndex(
  products: readonly Product[],
  categories: readonly Category[],
  synonyms: Readonly<Record<string, string>> = {},
): CatalogueIndex {
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    ...(Object.keys(synonyms).length > 0 ? { synonyms } : {}),
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
 * Every product matching `query` (all terms, case-insensitively; when none does and not `exact`,
 * what the shopper most likely meant, `correctedQuery`: forgiving-search.ts), within the price
 * range when one is given (inclusive), and the facets of `filter` when given, in `sort` order;
 * `unfaceted`, the same before the facets (what their counts read); `matchCount`, how many match
 * the query and the facets whatever their price. A blank query is no search and finds nothing.
 */
export function searchInRange<P extends IndexedProduct>(
  products: readonly P[],
  categories: readonly CategoryName[],
  {
    query,
    sort,
    minPrice,
    maxPrice,
    filter,
    exact,
  }: {
    query: string;
    sort: SearchSort;
    minPrice?: number;
    maxPrice?: number;
    filter?: FacetFilter;
    exact?: boolean;
  },
  synonyms?: Readonly<Record<string, string>>,
): { products: P[]; unfaceted: P[]; matchCount: number; correctedQuery?: string } {
  const { found, correctedQuery } = searchForgiving(
    products,
    categories,
    query,
    (text) => searchProducts(products, categories, text, sort),
    { exact, synonyms },
  );
  const corrected = correctedQuery === undefined ? {} : { correctedQuery };
  const inRange =
    minPrice === undefined && maxPrice === undefined ? found : filterProducts(found, { minPrice, maxPrice });
  const matches = filter && facetMatcher(filter);
  if (!matches) return { products: inRange, unfaceted: inRange, matchCount: found.length, ...corrected };
  return {
    products: inRange.filter(matches),
    unfaceted: inRange,
    matchCount: found.filter(matches).length,
    ...corrected,
  };
}

/** The page of `listed` (the list under every filter), and with `facets` the counts over `counted` (under all but the facets). */
function withFacets(
  page: CataloguePage,
  request: { filter?: FacetFilter; facets?: boolean },
  counted: () => readonly IndexedProduct[],
  order: OptionOrder | undefined,
): CataloguePage {
  return request.facets ? { ...page, facets: facetCounts(counted(), request.filter ?? {}, order) } : page;
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
      const { facets, rest } = splitFacets(request.filter);
      return withFacets(
        page,
        { ...request, filter: facets },
        () => filterProducts(index.products, rest),
        index.optionOrder,
      );
    }
    case 'sale': {
      const onSale = saleProducts(index.products, request.sort);
      const page = pageOf(filterProducts(onSale, request.filter ?? {}), request.page, limits.productsPerPage);
      return withFacets(page, request, () => onSale, index.optionOrder);
    }
    case 'search': {
      const { products, unfaceted, matchCount, correctedQuery } = searchInRange(
        index.products,
        index.categories,
        request,
        index.synonyms,
      );
      const page = pageOf(products, request.page, request.perPage, matchCount);
      const answer = withFacets(page, request, () => unfaceted, index.optionOrder);
      return correctedQuery === undefined ? answer : { ...answer, correctedQuery };
    }
  }
}

/** What a request's facet counts depend on: everything but its sort and its page. */
function countsKey(request: CatalogueRequest): string {
  return JSON.stringify({ ...request, sort: null, page: null });
}

/**
 * `answerCatalogueQuery` for one asker (the catalogue worker), reusing the facet counts of the
 * last question asked with them when only the sort or the page differ: a new order or the next
 * page does not count the facets' values again (at 10,000 products that is most of the work).
 */
export function answererReusingCounts(): (index: CatalogueIndex, request: CatalogueRequest) => CataloguePage {
  let last: { index: CatalogueIndex; key: string; facets: NonNullable<CataloguePage['facets']> } | null =
    null;
  return (index, request) => {
    if (!request.facets) return answerCatalogueQuery(index, request);
    const key = countsKey(request);
    if (last?.index === index && last.key === key) {
      return { ...answerCatalogueQuery(index, { ...request, facets: false }), facets: last.facets };
    }
    const page = answerCatalogueQuery(index, request);
    if (page.facets) last = { index, key, facets: page.facets };
    return page;
  };
}
