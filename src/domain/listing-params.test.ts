import { expect, test } from 'vitest';
import { defaultFacetChoice } from './facet-params';
import {
  isOneOf,
  listingFilterCount,
  listingHref,
  listingParamKeys,
  listingUrl,
  parseListingParams,
  serializeListingParams,
} from './listing-params';

const sorts = ['first', 'second'] as const;
const labels = { first: 'First', second: 'Second' };
/** A listing that reads only the facets, the sort and the page. */
const plain = listingUrl({ path: '/plain', sortLabels: labels, sorts, defaultSort: 'first' });
/** A listing that reads every key. */
const every = listingUrl({
  path: '/every',
  sortLabels: labels,
  sorts,
  defaultSort: 'first',
  term: true,
  browse: true,
  price: true,
});

test("the defaults: no term, no category, no flag, no facet, the whole price range, the page's sort, page 1", () => {
  expect(every.defaults).toEqual({
    q: '',
    exact: false,
    category: null,
    featured: false,
    sale: false,
    facets: defaultFacetChoice,
    minPrice: 0,
    maxPrice: 1500,
    sort: 'first',
    page: 1,
  });
  expect(plain.defaults).toEqual(every.defaults);
});

test('a sort is one of the list; anything else takes the default', () => {
  expect(isOneOf(sorts, 'second')).toBe(true);
  expect(isOneOf(sorts, 'third')).toBe(false);
  expect(isOneOf(sorts, null)).toBe(false);
  expect(plain.isSort('second')).toBe(true);
  expect(plain.isSort('third')).toBe(false);
  expect(parseListingParams(plain, new URLSearchParams('sort=third&page=x'))).toEqual(plain.defaults);
});

test('the range, sort and page round-trip, defaults left out', () => {
  const query = serializeListingParams(every, { maxPrice: 200, sort: 'second', page: 3 });
  expect(query).toBe('maxPrice=200&sort=second&page=3');
  expect(parseListingParams(every, new URLSearchParams(query))).toEqual({
    ...every.defaults,
    minPrice: 0,
    maxPrice: 200,
    sort: 'second',
    page: 3,
  });
  expect(serializeListingParams(every, { sort: 'first', page: 1 })).toBe('');
  expect(listingHref(every, { page: 1 })).toBe('/every');
});

test('every key in one order: term, category and flags, facets, price range, sort, page', () => {
  const state = {
    ...every.defaults,
    q: 'lamp',
    exact: true,
    category: 'home' as const,
    featured: true,
    sale: true,
    facets: { ...defaultFacetChoice, brands: ['Lumo'] },
    minPrice: 10,
    sort: 'second' as const,
    page: 2,
  };
  const query =
    'q=lamp&exact=1&category=home&featured=true&sale=true&brand=Lumo&minPrice=10&sort=second&page=2';
  expect(serializeListingParams(every, state)).toBe(query);
  expect(parseListingParams(every, new URLSearchParams(query), ['home'])).toEqual(state);
});

test('a listing reads and writes only its own keys', () => {
  const query = 'q=lamp&exact=1&category=home&featured=true&sale=true&minPrice=10&maxPrice=90';
  expect(parseListingParams(plain, new URLSearchParams(query), ['home'])).toEqual(plain.defaults);
  expect(
    serializeListingParams(plain, { q: 'lamp', category: 'home', featured: true, sale: true, maxPrice: 9 }),
  ).toBe('');
});

test('the keys a listing reads, in the order the inline script is given them', () => {
  expect(listingParamKeys(plain)).toEqual(['brand', 'rating', 'inStock', 'sort', 'page']);
  expect(listingParamKeys(every).join()).toBe(
    'q,exact,category,featured,sale,brand,rating,inStock,minPrice,maxPrice,sort,page',
  );
});

test('the Filters badge counts the category, each flag, a narrowed price range and each facet value', () => {
  expect(listingFilterCount(every.defaults)).toBe(0);
  expect(listingFilterCount({ ...every.defaults, q: 'lamp', sort: 'second', page: 4 })).toBe(0);
  expect(listingFilterCount({ ...every.defaults, maxPrice: 100 })).toBe(1);
  expect(
    listingFilterCount({
      ...every.defaults,
      category: 'home',
      featured: true,
      sale: true,
      minPrice: 5,
      facets: { ...defaultFacetChoice, brands: ['A', 'B'], inStockOnly: true },
    }),
  ).toBe(7);
});
