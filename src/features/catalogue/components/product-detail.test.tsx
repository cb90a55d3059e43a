import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { getAllProducts, getCategoryById, getProductById } from '@/data/catalogue-repository';
import { relatedProducts } from '@/domain/product-query';
import type { Product } from '@/domain/types';
import { ProductDetail } from './product-detail';

/** The page inside a router at `path` (no shop providers: the page needs none without its card actions). */
function renderRoute(ui: React.ReactNode, path = '/', routePath = '*') {
  const Stub = createRoutesStub([{ path: routePath, Component: () => ui }]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[path]} />) };
}

vi.setConfig({ testTimeout: 20_000 });

function renderProduct(product: Product, onAdd = vi.fn()) {
  const result = renderRoute(
    <ProductDetail
      product={product}
      category={getCategoryById(product.category)}
      related={relatedProducts(getAllProducts(), product)}
      // A stand-in for the cart feature's button: it reports the quantity it would add.
      renderAddToCart={(quantity) => (
        <button type="button" disabled={!product.inStock} onClick={() => onAdd(quantity)}>
          Add to Cart
        </button>
      )}
      reviews={<section aria-label="Reviews placeholder" />}
    />,
    `/product/${product.id}`,
  );
  return { ...result, onAdd };
}

const headphones = getProductById('1')!;
const camera = getProductById('12')!;

test('shows the breadcrumb, name, rating, prices, stock, description, brand and specifications', () => {
  renderProduct(headphones);
  const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
  expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  expect(crumbs.getByText(headphones.name)).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1, name: headphones.name })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('4.6 (128 reviews)')).toBeInTheDocument();
  expect(screen.getByText('$249.99')).toBeInTheDocument();
  expect(screen.getByText('$299.99').closest('s')).not.toBeNull();
  expect(screen.getByText('Save 17%')).toBeInTheDocument();
  expect(screen.getByText('In Stock')).toBeInTheDocument();
  expect(screen.getByText(headphones.description)).toBeInTheDocument();
  expect(screen.getByText('Brand').nextElementSibling).toHaveTextContent('Aurora Audio');
  const specs = within(screen.getByRole('region', { name: 'Specifications' }));
  expect(specs.getByText('Battery life').nextElementSibling).toHaveTextContent('Up to 40 hours');
  expect(screen.getByRole('region', { name: 'Reviews placeholder' })).toBeInTheDocument();
});

test('Add to Cart gets the chosen quantity', async () => {
  const { user, onAdd } = renderProduct(headphones);
  await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
  await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  expect(onAdd).toHaveBeenCalledWith(3);
});

test('out of stock: the indicator says so and the quantity cannot change', () => {
  renderProduct(camera);
  expect(screen.getByText('Out of Stock', { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByText('In Stock')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
});

test('related products: up to 4 of the same category, never the product itself', () => {
  renderProduct(headphones);
  const related = within(screen.getByRole('list', { name: 'Related products' }));
  const names = related.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
  expect(names).toHaveLength(4);
  expect(names).not.toContain(headphones.name);
  for (const name of names) {
    expect(getAllProducts().find((p) => p.name === name)?.category).toBe('electronics');
  }
});
