import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { decodeCatalogueIndex, encodeCatalogueIndex } from './catalogue-index-file';
import {
  answerCatalogueQuery,
  answererReusingCounts,
  type CatalogueRequest,
  catalogueIndex,
} from './catalogue-query';
import { matchesFacets } from './facets';
import { searchSorts } from './product-query';
import type { FacetFilter } from './facet-types';
import type { Product } from './types';

const sizes = ['XS', 'S', 'M', 'L'];
const colours = ['Black', 'Sand'];

/** A catalogue of plain products and products in sizes, some also in colours. */
const catalogues = fc
  .array(
    fc.record({
      brand: fc.constantFrom('Aurora', 'Fieldloom', 'Harrow & Vale'),
      category: fc.constantFrom('clothing', 'home'),
      rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
      inStock: fc.boolean(),
      price: fc.integer({ min: 100, max: 100_000 }),
      kind: fc.constantFrom('plain', 'sized', 'coloured'),
      stock: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
      sold: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
    }),
    { maxLength: 10 },
  )
  .map((items) =>
    buildCatalogue(
      items.map(({ kind, stock, sold, ...item }): Partial<Product> => {
        if (kind === 'plain') return item;
        const options = [
          ...(kind === 'coloured' ? [{ name: 'Colour', values: colours }] : []),
          { name: 'Size', values: sizes },
        ];
        const combos = (kind === 'coloured' ? colours : ['']).flatMap((colour) =>
          sizes.map((size): Record<string, string> =>
            colour ? { Colour: colour, Size: size } : { Size: size },
          ),
        );
        const variants = [...new Set(sold.map((i) => i % combos.length))]
          .reverse()
          .map((i) => ({ id: `v${i}`, options: combos[i]!, inStock: stock[i]! }));
        return { ...item, options, variants, inStock: variants.some((v) => v.inStock) };
      }),
    ),
  );

const filters = fc.record(
  {
    category: fc.constantFrom('clothing', null),
    brands: fc.subarray(['Aurora', 'Fieldloom', 'Harrow & Vale']),
    minRating: fc.constantFrom(3, 4),
    inStockOnly: fc.boolean(),
    options: fc.record({ Size: fc.subarray(sizes), Colour: fc.subarray(colours) }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

test('the index files keep what facets read, and a list answers its facets as choosing each value would', () => {
  fc.assert(
    fc.property(catalogues, filters, (products, filter) => {
      const built = catalogueIndex(products, testCategories);
      const { search, cards } = JSON.parse(JSON.stringify(encodeCatalogueIndex(built))) as ReturnType<
        typeof encodeCatalogueIndex
      >;
      const index = decodeCatalogueIndex(search, cards);
      expect(index).toEqual(built);
      expect(index.optionOrder).toEqual(
        products.some((p) => p.options?.[0]?.name === 'Colour')
          ? { Colour: colours, Size: sizes }
          : products.some((p) => p.options)
            ? { Size: sizes }
            : {},
      );

      const total = (f: FacetFilter) =>
        answerCatalogueQuery(index, { kind: 'list', filter: { ...filter, ...f }, sort: 'featured', page: 1 })
          .total;
      const answer = answerCatalogueQuery(index, {
        kind: 'list',
        filter,
        sort: 'price-low',
        page: 1,
        facets: true,
      });
      const { facets } = answer;
      expect(facets).toBeDefined();
      for (const { value, count } of facets?.brands ?? []) expect(count).toBe(total({ brands: [value] }));
      for (const { value, count } of facets?.ratings ?? []) expect(count).toBe(total({ minRating: value }));
      expect(facets?.inStock).toBe(total({ inStockOnly: true }));
      for (const { name, values } of facets?.options ?? []) {
        for (const { value, count } of values) {
          expect(count).toBe(total({ options: { ...filter.options, [name]: [value] } }));
        }
      }
      // Asked without facets, the answer is as before.
      expect(answerCatalogueQuery(index, { kind: 'list', filter, sort: 'price-low', page: 1 })).toEqual({
        ...answer,
        facets: undefined,
      });
    }),
    { numRuns: 300 },
  );
});

test('the sale and a search answer their facets as choosing each value would, and list only what the facets keep', () => {
  fc.assert(
    fc.property(catalogues, filters, fc.constantFrom('sale', 'search'), (products, chosen, kind) => {
      const index = catalogueIndex(products, testCategories);
      const { category: _category, ...filter } = chosen;
      const ask = (f: FacetFilter, facets = false): CatalogueRequest =>
        kind === 'sale'
          ? { kind, sort: 'discount-high', page: 1, filter: f, facets }
          : {
              kind,
              query: 'product',
              sort: 'relevance',
              maxPrice: 500,
              page: 1,
              perPage: 100,
              filter: f,
              facets,
            };
      const total = (f: FacetFilter) => answerCatalogueQuery(index, ask({ ...filter, ...f })).total;
      const answer = answerCatalogueQuery(index, ask(filter, true));
      const listed = answerCatalogueQuery(index, ask({}));
      expect(answer.items.map((p) => p.id)).toEqual(
        listed.items
          .filter((p) =>
            matchesFacets(
              index.products.find((q) => q.id === p.id)!,
              filter,
            ),
          )
          .map((p) => p.id),
      );
      for (const { value, count } of answer.facets?.brands ?? [])
        expect(count).toBe(total({ brands: [value] }));
      for (const { value, count } of answer.facets?.ratings ?? [])
        expect(count).toBe(total({ minRating: value }));
      expect(answer.facets?.inStock).toBe(total({ inStockOnly: true }));
      for (const { name, values } of answer.facets?.options ?? [])
        for (const { value, count } of values)
          expect(count).toBe(total({ options: { ...filter.options, [name]: [value] } }));
    }),
    { numRuns: 200 },
  );
});

test('an option a shopper names "__proto__" is counted as any other unknown option', () => {
  const index = catalogueIndex(buildCatalogue([{}]), testCategories);
  const answer = answerCatalogueQuery(index, {
    kind: 'list',
    filter: JSON.parse('{"options":{"__proto__":["x"]}}') as FacetFilter,
    sort: 'featured',
    page: 1,
    facets: true,
  });
  expect(answer.total).toBe(0);
  expect(answer.facets?.options).toEqual([{ name: '__proto__', values: [{ value: 'x', count: 0 }] }]);
});

test('a catalogue without options writes the index files it wrote before there were any', () => {
  const { cards } = encodeCatalogueIndex(catalogueIndex(buildCatalogue([{}, {}]), testCategories));
  expect(cards).not.toHaveProperty('optionValues');
  expect(Object.keys(cards.columns)).toEqual([
    'originalPrice',
    'rating',
    'reviewCount',
    'inStock',
    'imageAlt',
    'imagePlaceholder',
  ]);
});

test('an asker reusing the facet counts answers any run of questions as answering each afresh', () => {
  const question = fc.record({
    filter: filters,
    sort: fc.constantFrom(...searchSorts),
    page: fc.integer({ min: 1, max: 3 }),
    facets: fc.boolean(),
  });
  fc.assert(
    fc.property(catalogues, fc.array(question, { maxLength: 8 }), (products, run) => {
      const index = catalogueIndex(products, testCategories);
      const answer = answererReusingCounts();
      for (const {
        filter: { category: _category, ...filter },
        sort,
        page,
        facets,
      } of run) {
        const request: CatalogueRequest = {
          kind: 'search',
          query: 'product',
          sort,
          page,
          perPage: 2,
          filter,
          facets,
        };
        expect(answer(index, request)).toEqual(answerCatalogueQuery(index, request));
      }
    }),
    { numRuns: 200 },
  );
});

test('a new sort or page reuses the counts of the same filters; other filters count again', () => {
  const [product] = buildCatalogue([{ brand: 'Aurora' }]);
  const index = catalogueIndex([product!], testCategories);
  const answer = answererReusingCounts();
  const ask = (sort: 'relevance' | 'price-low', filter: FacetFilter = {}): CatalogueRequest => ({
    kind: 'search',
    query: 'product',
    sort,
    page: 1,
    perPage: 24,
    filter,
    facets: true,
  });
  const first = answer(index, ask('relevance')).facets;
  expect(answer(index, ask('price-low')).facets).toBe(first);
  const narrowed = answer(index, ask('price-low', { inStockOnly: true })).facets;
  expect(narrowed).not.toBe(first);
  expect(narrowed).toEqual(answerCatalogueQuery(index, ask('relevance', { inStockOnly: true })).facets);
});
