import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { beforeAll, expect, test, vi } from 'vitest';
import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
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
      <ProductsPage products={getAllProducts()} categories={getAllCategories()} />
      <code aria-label="Query string">{search}</code>
    </>
  );
}

const renderAt = (path: string) => renderRoute(<Screen />, path, '/products');
const heading = () => screen.getByRole('heading', { level: 1 });
const count = () => screen.getByRole('status');
const names = () =>
  within(screen.getByRole('list', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
const query = () => screen.getByLabelText('Query string').textContent;

test('the category in the URL sets the heading, the count and the pressed category button', () => {
  renderAt('/products?category=books');
  expect(heading()).toHaveTextContent('Books');
  expect(count()).toHaveTextContent('3 products found');
  expect(screen.getByRole('button', { name: 'Books' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
});

test('choosing a category sets it in the URL; All Products clears it', async () => {
  const { user } = renderAt('/products?sort=rating');
  await user.click(screen.getByRole('button', { name: 'Electronics' }));
  expect(heading()).toHaveTextContent('Electronics');
  expect(count()).toHaveTextContent('5 products found');
  expect(query()).toBe('?category=electronics&sort=rating');
  await user.click(screen.getByRole('button', { name: 'All Products' }));
  expect(heading()).toHaveTextContent('All Products');
  expect(count()).toHaveTextContent('22 products found');
  expect(query()).toBe('?sort=rating');
});

test('the sort select reorders the grid and is stored in the URL', async () => {
  const { user } = renderAt('/products?category=books');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: High to Low');
  expect(query()).toBe('?category=books&sort=price-high');
  const prices = within(screen.getByRole('list', { name: 'Products' }))
    .getAllByText(/^\$\d/)
    .map((el) => Number(el.textContent!.replace(/[^0-9.]/g, '')));
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  expect(names()).toHaveLength(3);
});

test('the featured and sale flags are shown and can be switched off', async () => {
  const { user } = renderAt('/products?sale=true');
  expect(heading()).toHaveTextContent('On Sale');
  expect(count()).toHaveTextContent('7 products found');
  await user.click(screen.getByRole('checkbox', { name: 'On sale' }));
  expect(count()).toHaveTextContent('22 products found');
  await user.click(screen.getByRole('checkbox', { name: 'Featured products' }));
  expect(heading()).toHaveTextContent('Featured Products');
  expect(count()).toHaveTextContent('8 products found');
});

test('invalid values are ignored', () => {
  renderAt('/products?minPrice=abc&sort=bogus&category=nope&featured=yes');
  expect(heading()).toHaveTextContent('All Products');
  expect(count()).toHaveTextContent('22 products found');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
});

test('nothing matching shows the empty state; Clear Filters resets everything', async () => {
  const { user } = renderAt('/products?category=books&minPrice=1400&sort=rating');
  expect(count()).toHaveTextContent('0 products found');
  expect(screen.getByRole('heading', { name: 'No products found matching your criteria' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(count()).toHaveTextContent('22 products found');
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
