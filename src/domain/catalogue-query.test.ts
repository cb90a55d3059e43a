import fc from 'fast-check';
import { expect, test } from 'vitest';
import { categories, products } from 'virtual:lumina-catalogue';
import { buildCatalogue, testCategories } from '@/testing/builders';
import { decodeCatalogueIndex, encodeCatalogueIndex } from './catalogue-index-file';
import { answerCatalogueQuery, type CatalogueIndex, catalogueIndex } from './catalogue-query';
import { suggestionRequest } from './catalogue-request';
import { searchProducts } from './product-query';

const index = catalogueIndex(products, categories);
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

test('the index holds each product as a card shows it, plus the description search reads', () => {
  const [first] = index.products;
  expect(first).toEqual({
    ...first,
    description: products[0]?.description,
    images: products[0]?.images.slice(0, 1),
  });
  expect(first).not.toHaveProperty('specifications');
  expect(index.categories).toEqual(categories.map(({ id, name }) => ({ id, name })));
});

test('suggestions: at most 5 products by relevance, and the number of matches', () => {
  const classic = answerCatalogueQuery(index, suggestionRequest('classic'));
  expect(classic.items).toHaveLength(5);
  expect(classic.total).toBe(7);
  expect(ids(classic.items)).toEqual(ids(searchProducts(products, categories, 'classic')).slice(0, 5));
  expect(ids(answerCatalogueQuery(index, suggestionRequest('aurora')).items)).toEqual(['20', '1', '6', '16']);
  expect(answerCatalogueQuery(index, suggestionRequest('  WIRELESS ')).total).toBe(4);
});

test('blank, hostile and huge queries find nothing', () => {
  for (const query of ['   ', '<img src=x onerror=alert(1)>', 'x'.repeat(10_000)]) {
    expect(answerCatalogueQuery(index, suggestionRequest(query))).toEqual({
      items: [],
      total: 0,
      matchCount: 0,
      page: 1,
      pages: 1,
    });
  }
});

test('a list, a sale and a search come in pages of 24; a page past the end shows the last', () => {
  const many = catalogueIndex(
    buildCatalogue(
      Array.from({ length: 50 }, (_, i) => ({
        name: `Lamp ${i}`,
        category: 'home',
        price: 1000 + i,
        originalPrice: i % 2 ? 2000 + i : undefined,
      })),
    ),
    testCategories,
  );
  const list = answerCatalogueQuery(many, { kind: 'list', filter: {}, sort: 'price-high', page: 2 });
  expect(list).toMatchObject({ total: 50, page: 2, pages: 3 });
  expect(list.items.map((p) => p.price)).toEqual(Array.from({ length: 24 }, (_, i) => 1049 - 24 - i));
  const last = answerCatalogueQuery(many, {
    kind: 'list',
    filter: { category: 'home' },
    sort: 'featured',
    page: 99,
  });
  expect(last).toMatchObject({ total: 50, page: 3, pages: 3 });
  expect(ids(last.items)).toEqual(['49', '50']);
  const sale = answerCatalogueQuery(many, { kind: 'sale', sort: 'price-low', page: 1 });
  expect(sale).toMatchObject({ total: 25, pages: 2 });
  expect(sale.items).toHaveLength(24);
  const search = answerCatalogueQuery(many, {
    kind: 'search',
    query: 'lamp 1',
    sort: 'relevance',
    minPrice: 0,
    maxPrice: 10.1,
    page: 1,
    perPage: 24,
  });
  // Names with a '1': Lamp 1, 10-19, 21, 31, 41; the range ($10.10 at most) keeps Lamp 1 and Lamp 10.
  expect(search.matchCount).toBe(14);
  expect(ids(search.items)).toEqual(['2', '11']);
  expect(search.total).toBe(2);
});

test('the index files decode to the index they were made from, and their first part answers suggestions, for any catalogue', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          name: fc.string(),
          brand: fc.string(),
          description: fc.string(),
          price: fc.integer({ min: 1, max: 10_000_000 }),
          originalPrice: fc.option(fc.integer({ min: 10_000_001, max: 20_000_000 }), { nil: undefined }),
          rating: fc.integer({ min: 0, max: 50 }).map((r) => r / 10),
          inStock: fc.boolean(),
          category: fc.constantFrom(...testCategories.map((c) => c.id)),
        }),
        { maxLength: 8 },
      ),
      fc.boolean(),
      (items, photographs) => {
        const products = buildCatalogue(items).map((product, i) =>
          // Some images as the photo pipeline leaves them: version widths and a placeholder.
          photographs && i % 2 === 0
            ? {
                ...product,
                images: product.images.map((image) => ({
                  ...image,
                  widths: [320, 640, 777],
                  placeholder: 'data:image/webp;base64,AAAA',
                })),
              }
            : product,
        );
        const built = catalogueIndex(products, testCategories);
        const { search, cards } = JSON.parse(JSON.stringify(encodeCatalogueIndex(built))) as ReturnType<
          typeof encodeCatalogueIndex
        >;
        expect(decodeCatalogueIndex(search, cards)).toEqual(built);
        // The first part alone answers every suggestion query as the whole index does, in what a
        // suggestion shows: the product, its name, price and image.
        const shown = (index: CatalogueIndex, query: string) => {
          const { items, total } = answerCatalogueQuery(index, suggestionRequest(query));
          return {
            total,
            items: items.map(({ id, name, price, images }) => ({ id, name, price, src: images[0]?.src })),
          };
        };
        const searchable = decodeCatalogueIndex(search);
        for (const query of [...items.map((item) => item.name.slice(0, 3)), 'a', ' e ']) {
          expect(shown(searchable, query)).toEqual(shown(built, query));
        }
      },
    ),
    { numRuns: 200 },
  );
});
