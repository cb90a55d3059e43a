import { act, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeAll, expect, test, vi } from 'vitest';
import { warmCatalogue } from '@/data/catalogue-client';
import { renderWithShop } from '@/testing/render';
import { useRecentSearches } from '../use-recent-searches';
import { SearchPage } from './search-page';

// Each test renders product cards in jsdom: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  // The catalogue the page searches is answered on demand (here on the page: jsdom has no Worker);
  // it starts once up front, as the route starts it with the page's code.
  warmCatalogue();
  // The Radix slider measures itself.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Probe() {
  const { search } = useLocation();
  const { recent } = useRecentSearches();
  return (
    <>
      <code aria-label="Query string">{search}</code>
      <code aria-label="Recent searches">{recent.join('|')}</code>
    </>
  );
}

const renderAt = (path: string) =>
  renderWithShop(
    <>
      <SearchPage renderAction={(product) => <button type="button">Save {product.name}</button>} />
      <Probe />
    </>,
    { path, routePath: '/search' },
  );

const heading = () => screen.getByRole('heading', { level: 1 });
/** The page's heading once the catalogue's answer has arrived ('Searching…' until then). */
async function answered() {
  await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching…'));
  return heading();
}
const query = () => screen.getByLabelText('Query string');
const names = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

test('no term: a prompt to search, no filters', () => {
  renderAt('/search');
  expect(heading()).toHaveTextContent('Search Products');
  expect(screen.getByText(/search box at the top of the page/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Sort by')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
});

test('a term: heading, count, results by relevance with the card action; the term joins recent searches', async () => {
  renderAt('/search?q=%20aurora%20');
  expect(await answered()).toHaveTextContent('Search results for "aurora"');
  expect(screen.getByRole('status')).toHaveTextContent('4 products found');
  expect(names()).toEqual([
    'Chasing the Aurora',
    'Wireless Noise-Cancelling Headphones',
    'Vitamin C Brightening Serum',
    'Wireless Sport Earbuds',
  ]);
  expect(screen.getByRole('button', { name: 'Save Chasing the Aurora' })).toBeInTheDocument();
  expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  // The slider code arrives lazily.
  expect(await screen.findByRole('slider', { name: 'Minimum price' })).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByRole('slider', { name: 'Maximum price' })).toHaveAttribute('aria-valuenow', '1500');
  await waitFor(() => expect(screen.getByLabelText('Recent searches')).toHaveTextContent('aurora'));
});

test('changing the sort shows the new order and puts it in the URL', async () => {
  const { user } = renderAt('/search?q=wireless');
  await answered();
  await user.selectOptions(screen.getByLabelText('Sort by'), 'price-low');
  await waitFor(() =>
    expect(names()).toEqual([
      'Wireless Charging Desk Lamp',
      'Wireless Sport Earbuds',
      'Wireless Mechanical Keyboard',
      'Wireless Noise-Cancelling Headphones',
    ]),
  );
  await waitFor(() => expect(query()).toHaveTextContent('?q=wireless&sort=price-low'));
  expect(screen.getByLabelText('Sort by')).toHaveValue('price-low');
});

test('the price range from the URL filters inclusively; Clear Filters keeps only the term', async () => {
  const { user } = renderAt('/search?q=wireless&maxPrice=90&sort=price-high');
  await answered();
  expect(names()).toEqual(['Wireless Sport Earbuds', 'Wireless Charging Desk Lamp']);
  expect(screen.getByRole('status')).toHaveTextContent('2 products found');
  const max = await screen.findByRole('slider', { name: 'Maximum price' });
  expect(max).toHaveAttribute('aria-valuenow', '90');
  act(() => max.focus());
  await user.keyboard('{ArrowRight}');
  await waitFor(() => expect(query()).toHaveTextContent('?q=wireless&maxPrice=100&sort=price-high'));
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await waitFor(() => expect(query()).toHaveTextContent(/^\?q=wireless$/));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('4 products found'));
  expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
});

test('nothing matching: No products found with Browse All Products', async () => {
  renderAt('/search?q=zzzznotfound');
  expect(await answered()).toHaveTextContent('Search results for "zzzznotfound"');
  expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  expect(screen.getByText('Check the spelling or try a more general term.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
  expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
});

test('a slip finds what was meant, says so, and links to the exact words', async () => {
  renderAt('/search?q=hedphones');
  expect(
    await screen.findByText('No products found for "hedphones". Showing results for "headphones".'),
  ).toBeInTheDocument();
  expect(heading()).toHaveTextContent('Search results for "hedphones"');
  expect(screen.getByText('1 product found')).toHaveAttribute('role', 'status');
  expect(names()).toEqual(['Wireless Noise-Cancelling Headphones']);
  expect(screen.getByRole('link', { name: 'Search for "hedphones" instead' })).toHaveAttribute(
    'href',
    '/search?q=hedphones&exact=1',
  );
});

test('the exact words find nothing, as typed', async () => {
  renderAt('/search?q=hedphones&exact=1');
  expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
});

test('matches hidden by the price range say so', async () => {
  renderAt('/search?q=aurora&minPrice=1000');
  expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
  expect(screen.getByText(/^4 products match your search outside this price range/)).toBeInTheDocument();
});

test('a query that looks like HTML is text; a long one is cut to 200 characters', async () => {
  const { unmount } = renderAt(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  expect(await answered()).toHaveTextContent('Search results for "<img src=x onerror=alert(1)>"');
  expect(document.querySelector('img[src="x"]')).toBeNull();
  unmount();
  renderAt(`/search?q=${'y'.repeat(10_000)}`);
  expect((await answered()).textContent).toBe(`Search results for "${'y'.repeat(200)}"`);
});

test('invalid filter values are ignored', async () => {
  renderAt('/search?q=classic&sort=cheapest&minPrice=-5&maxPrice=abc');
  await answered();
  expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
  expect(screen.getByRole('status')).toHaveTextContent('7 products found');
});
