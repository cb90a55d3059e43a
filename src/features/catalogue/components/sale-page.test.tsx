import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { expect, test, vi } from 'vitest';
import { getAllProducts } from '@/data/catalogue-repository';
import { discountPercent } from '@/domain/discount';
import { buildCatalogue } from '@/testing/builders';
import { limits } from '@/config/shop';
import { facetCounts, optionOrder } from '@/domain/facets';
import { maxDiscount, saleProducts } from '@/domain/product-query';
import { saleListing } from '../model/sale-listing';
import { SalePage } from './sale-page';

/** The page inside a router at `path` (no shop providers: the page needs none without its card actions). */
function renderRoute(ui: React.ReactNode, path = '/', routePath = '*') {
  const Stub = createRoutesStub([{ path: routePath, Component: () => ui }]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[path]} />) };
}

vi.setConfig({ testTimeout: 20_000 });

/** The page as its build-time loader feeds it, from `products` (the catalogue by default). */
function Screen({ products = getAllProducts() }) {
  const { search } = useLocation();
  const onSale = saleProducts(products, saleListing.defaultSort);
  return (
    <>
      <SalePage
        firstPage={onSale.slice(0, limits.productsPerPage)}
        total={onSale.length}
        maxDiscountPercent={maxDiscount(onSale)}
        facets={facetCounts(onSale, {}, optionOrder(products))}
      />
      <code aria-label="Query string">{search}</code>
    </>
  );
}

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Products on sale' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const badges = () =>
  within(screen.getByRole('list', { name: 'Products on sale' }))
    .getAllByText(/^-\d+%$/)
    .map((b) => Number(/(\d+)%/.exec(b.textContent!)![1]));

test('lists only discounted products, biggest discount first, with the Up to N% OFF badge', () => {
  renderRoute(<Screen />, '/sale', '/sale');
  const onSale = getAllProducts().filter((p) => discountPercent(p) > 0);
  expect(cardNames()).toHaveLength(onSale.length);
  const percents = badges();
  expect(percents).toEqual([...percents].sort((a, b) => b - a));
  expect(screen.getByText(`Up to ${Math.max(...percents)}% OFF`)).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Sale' })).toBeInTheDocument();
});

test('the sort is read from and written to the URL', async () => {
  const { user } = renderRoute(<Screen />, '/sale?sort=discount-low', '/sale');
  const select = screen.getByRole('combobox', { name: 'Sort by' });
  expect(select).toHaveValue('discount-low');
  // Another sort loads the catalogue on demand first.
  await waitFor(() => {
    const percents = badges();
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents[0]).toBeLessThan(percents[percents.length - 1]!);
  });
  await user.selectOptions(select, 'Price: Low to High');
  expect(screen.getByLabelText('Query string')).toHaveTextContent('?sort=price-low');
  await user.selectOptions(select, 'Biggest Discount');
  expect(screen.getByLabelText('Query string')).toBeEmptyDOMElement();
});

test('an unknown sort falls back to the biggest discount first', () => {
  renderRoute(<Screen />, '/sale?sort=bogus', '/sale');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('discount-high');
});

test('no discounted products: No Sale Items Available with a way to the products', () => {
  const fullPrice = buildCatalogue([{ price: 1000 }, { price: 2000, originalPrice: 2000 }]);
  renderRoute(<Screen products={fullPrice} />, '/sale', '/sale');
  expect(screen.getByRole('heading', { level: 1, name: 'No Sale Items Available' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products');
});
