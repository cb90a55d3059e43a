import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeAll, expect, test, vi } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { limits } from '@/config/shop';
import { facetCounts, optionOrder } from '@/domain/facets';
import { ProductsPage } from './products-page';

/** The page inside a router at `path` (no shop providers: the page needs none without its card actions). */
function renderRoute(ui: React.ReactNode, path = '/', routePath = '*') {
  const Stub = createRoutesStub([{ path: routePath, Component: () => ui }]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[path]} />) };
}

// Each test renders the whole catalogue in jsdom: allow for a busy machine.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Screen() {
  const { search } = useLocation();
  return (
    <>
      <ProductsPage
        firstPage={getAllProducts().slice(0, limits.productsPerPage)}
        total={getAllProducts().length}
        categories={getAllCategories()}
        facets={facetCounts(getAllProducts(), {}, optionOrder(getAllProducts()))}
      />
      <code aria-label="Query string">{search}</code>
    </>
  );
}

const renderAt = (path: string) => renderRoute(<Screen />, path, '/products');
const heading = () => screen.getByRole('heading', { level: 1 });
const count = () => screen.getByRole('status');
/** The count, once the page shows it (a filtered view loads the catalogue on demand first). */
const expectCount = (text: string) => waitFor(() => expect(count()).toHaveTextContent(text));
const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const query = () => screen.getByLabelText('Query string').textContent;

test('the category in the URL sets the heading, the count and the pressed category button', async () => {
  renderAt('/products?category=books');
  expect(heading()).toHaveTextContent('Books');
  await expectCount('3 products found');
  expect(screen.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
});

test('choosing a category sets it in the URL; All Products clears it', async () => {
  const { user } = renderAt('/products?sort=rating');
  await user.click(screen.getByRole('button', { name: 'Electronics' }));
  expect(heading()).toHaveTextContent('Electronics');
  await expectCount('5 products found');
  expect(query()).toBe('?category=electronics&sort=rating');
  await user.click(screen.getByRole('button', { name: 'All Products' }));
  expect(heading()).toHaveTextContent('All Products');
  await expectCount('22 products found');
  expect(query()).toBe('?sort=rating');
});

test('the sort select reorders the grid and is stored in the URL', async () => {
  const { user } = renderAt('/products?category=books');
  await expectCount('3 products found');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
  expect(query()).toBe('?category=books&sort=price-high');
  // The new order is the catalogue's answer, which arrives after the URL has changed.
  await waitFor(() => {
    const prices = within(screen.getByRole('list', { name: 'Products' }))
      .getAllByText(/^\$\d/)
      .map((el) => Number(el.textContent!.replace(/[^0-9.]/g, '')));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });
  expect(names()).toHaveLength(3);
});

test('the featured and sale flags are shown and can be switched off', async () => {
  const { user } = renderAt('/products?sale=true');
  expect(heading()).toHaveTextContent('On Sale');
  await expectCount('7 products found');
  await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
  await expectCount('22 products found');
  await user.click(screen.getByRole('checkbox', { name: 'Featured products' }));
  expect(heading()).toHaveTextContent('Featured Products');
  await expectCount('8 products found');
});

test('invalid values are ignored', async () => {
  renderAt('/products?minPrice=abc&sort=bogus&category=nope&featured=yes');
  expect(heading()).toHaveTextContent('All Products');
  await expectCount('22 products found');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
});

test('nothing matching shows the empty state; Clear Filters resets everything', async () => {
  const { user } = renderAt('/products?category=books&minPrice=1400&sort=rating');
  await expectCount('0 products found');
  expect(screen.getByRole('heading', { name: 'No products found matching your criteria' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  await expectCount('22 products found');
  expect(query()).toBe('');
  expect(screen.getByRole('region', { name: 'Results' })).toHaveFocus();
});

test('on small screens the Filters button discloses the panel', async () => {
  const { user } = renderAt('/products');
  const toggle = screen.getByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(panel).toHaveClass('hidden');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(panel).not.toHaveClass('hidden');
});

test('a facet chosen joins the category in the URL, narrows the list to its count and counts on the Filters button', async () => {
  const { user } = renderAt('/products?category=clothing');
  await expectCount('4 products found');
  const brand = await screen.findByRole('checkbox', { name: 'Fieldloom (2)' });
  await user.click(brand);
  expect(query()).toBe('?category=clothing&brand=Fieldloom');
  await expectCount('2 products found');
  expect(screen.getByRole('checkbox', { name: 'Fieldloom (2)' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription('2 active filters');
  // Another brand counts what it would leave chosen alone (brands are 'any of'); sizes count within Fieldloom.
  expect(screen.getByRole('checkbox', { name: 'Harrow & Vale (2)' })).toBeEnabled();
  await user.click(screen.getByRole('checkbox', { name: 'M (2)' }));
  expect(query()).toBe('?category=clothing&brand=Fieldloom&opt.Size=M');
  await expectCount('2 products found');
});
