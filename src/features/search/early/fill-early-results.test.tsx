import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { type ProductSummary, productSummary } from '@/domain/types';
import { EarlyResultsFrame } from '../components/search-pending';
import { SearchResultsGrid } from '../components/search-results-grid';
import { parseSearchParams } from '../model/search-params';
import { answerCatalogueQuery, catalogueIndex } from '@/domain/catalogue-query';
import { searchRequest } from '../model/search-results';
import { imageSizes } from '@/components/image-sizes';
import { eagerImages, earlySearch, fillEarlyResults } from './fill-early-results';

const action = (product: ProductSummary) => <button type="button">Save {product.name}</button>;

/** The frame as the prerendered page has it, in a fresh container. */
function prerenderedFrame(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <EarlyResultsFrame renderAction={action} earlyCards={getAllProducts().map(productSummary)} />
    </MemoryRouter>,
  );
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

/** The ids the search page shows for `search`, as the catalogue worker answers its request. */
const appResults = (search: string) =>
  answerCatalogueQuery(
    catalogueIndex(getAllProducts(), getAllCategories()),
    searchRequest(parseSearchParams(new URLSearchParams(search))),
  ).items.map((product) => product.id);

test('a plain search finds what the search page finds, in the same order', () => {
  for (const search of ['?q=aurora', '?q=%20Classic%20', '?q=a', '?q=wireless%20headphones', '?q=zzz']) {
    const early = earlySearch(search);
    expect(early?.q).toBe(parseSearchParams(new URLSearchParams(search)).q);
    expect(early?.products.map((product) => product.id)).toEqual(appResults(search));
  }
});

test('no term, a sort or a price range is left to the app', () => {
  for (const search of [
    '',
    '?q=',
    '?q=%20%20',
    '?q=aurora&sort=price-low',
    '?q=aurora&minPrice=100',
    '?q=a&maxPrice=50',
  ]) {
    expect(earlySearch(search)).toBeNull();
  }
  // Invalid values mean the defaults, as on the search page.
  expect(earlySearch('?q=aurora&sort=cheapest&minPrice=abc')?.products.map((p) => p.id)).toEqual(
    appResults('?q=aurora'),
  );
});

test('a 10,000-character term is cut as the search page cuts it', () => {
  const found = earlySearch(`?q=${'x'.repeat(10_000)}`);
  expect(found?.q).toHaveLength(200);
  expect(found?.products).toEqual([]);
});

test('the first three results give the images to load first', () => {
  const products = earlySearch('?q=a')?.products ?? [];
  expect(products.length).toBeGreaterThan(3);
  expect(eagerImages(products)).toEqual(products.slice(0, 3).map((p) => ({ href: p.images[0]?.src })));
  // A photograph preloads its best format at the grid's sizes.
  const [photo] = eagerImages([
    {
      ...products[0]!,
      images: [{ ...products[0]!.images[0]!, src: '/assets/images/a.1234.jpg', widths: [320, 640] }],
    },
  ]);
  expect(photo).toEqual({
    href: '/assets/images/a.1234.jpg',
    type: 'image/avif',
    srcset: '/assets/images/a.1234-320.avif 320w, /assets/images/a.1234-640.avif 640w',
    sizes: imageSizes.grid3BesideFilters,
  });
  expect(eagerImages([])).toEqual([]);
});

test('filling the frame shows the heading, the count and the very cards the app renders', () => {
  const root = prerenderedFrame();
  const search = earlySearch('?q=aurora');
  expect(search).not.toBeNull();
  expect(root.querySelector('[data-early-count]')).toHaveTextContent('Searching…');
  expect(root.querySelectorAll('[data-early-body][hidden]')).toHaveLength(2);

  expect(fillEarlyResults(root, search!)).toBe(true);

  expect(root.querySelector('h1')).toHaveTextContent('Search results for "aurora"');
  expect(root.querySelector('[role="status"]')).toHaveTextContent('4 products found');
  expect(root.querySelectorAll('[data-early-body][hidden]')).toHaveLength(0);
  const list = root.querySelector('ul[aria-label="Search results"]');
  const app = document.createElement('div');
  app.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <SearchResultsGrid products={search!.products} renderAction={action} />
    </MemoryRouter>,
  );
  expect(list?.innerHTML).toBe(app.querySelector('ul')?.innerHTML);
  expect([...(list?.querySelectorAll('img[fetchpriority="high"]') ?? [])]).toHaveLength(3);
});

test('a term that looks like HTML is shown as text', () => {
  const root = prerenderedFrame();
  const attack = '<img src=x onerror=alert(1)>';
  expect(fillEarlyResults(root, { q: attack, products: [] })).toBe(true);
  expect(root.querySelector('h1')).toHaveTextContent(`Search results for "${attack}"`);
  expect(root.querySelector('img[src="x"]')).toBeNull();
  expect(root.querySelector('[role="status"]')).toHaveTextContent('0 products found');
});

test('without the frame, or with a card missing, nothing changes', () => {
  const empty = document.createElement('div');
  expect(fillEarlyResults(empty, { q: 'a', products: getAllProducts() })).toBe(false);

  const root = prerenderedFrame();
  root.querySelector('template')?.content.lastElementChild?.remove();
  const [first] = getAllProducts();
  const last = getAllProducts().at(-1)!;
  expect(fillEarlyResults(root, { q: 'x', products: [first!, last] })).toBe(false);
  expect(root.querySelector('h1')).toHaveTextContent('Search Results');
  expect(root.querySelector('[role="status"]')).toHaveTextContent('Searching…');
  expect(root.querySelector('ul[aria-label="Search results"]')?.children).toHaveLength(0);
  expect(root.querySelectorAll('[data-early-body][hidden]')).toHaveLength(2);
});
