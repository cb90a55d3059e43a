/**
 * The part of a listing's URL that the products, sale and search pages share: a sort (one of the
 * page's own list), the price range (whole dollars, see `price-range.ts`) and the page. Parsing
 * never throws and gives every invalid value its default; writing leaves defaults out.
 */
import { parsePage } from './pagination';
import { defaultPriceRange, parsePriceRange, writePriceRange, type PriceRange } from './price-range';

/** A guard for one of a page's sort keys (anything else read from the URL is not one). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** Reads `sort` (the default when it is not one of `sorts`) and `page`. */
export function parseSortAndPage<T extends string>(
  params: URLSearchParams,
  sorts: readonly T[],
  defaultSort: T,
): { sort: T; page: number } {
  const sort = params.get('sort');
  return { sort: isOneOf(sorts, sort) ? sort : defaultSort, page: parsePage(params.get('page')) };
}

/** Writes `sort` unless it is the default or not one of `sorts`, and `page` past the first. */
export function writeSortAndPage<T extends string>(
  params: URLSearchParams,
  state: { sort?: T; page?: number },
  sorts: readonly T[],
  defaultSort: T,
): void {
  if (state.sort && state.sort !== defaultSort && isOneOf(sorts, state.sort)) params.set('sort', state.sort);
  if (state.page !== undefined && state.page > 1) params.set('page', String(state.page));
}

/** `minPrice`, `maxPrice`, `sort` and `page`, as the products and search pages read them. */
export function parseRangeSortAndPage<T extends string>(
  params: URLSearchParams,
  sorts: readonly T[],
  defaultSort: T,
): PriceRange & { sort: T; page: number } {
  return { ...parsePriceRange(params), ...parseSortAndPage(params, sorts, defaultSort) };
}

/** Writes the price range (a missing bound is its default), the sort and the page that differ from the defaults. */
export function writeRangeSortAndPage<T extends string>(
  params: URLSearchParams,
  state: Partial<PriceRange> & { sort?: T; page?: number },
  sorts: readonly T[],
  defaultSort: T,
): void {
  writePriceRange(params, {
    minPrice: state.minPrice ?? defaultPriceRange.minPrice,
    maxPrice: state.maxPrice ?? defaultPriceRange.maxPrice,
  });
  writeSortAndPage(params, state, sorts, defaultSort);
}
