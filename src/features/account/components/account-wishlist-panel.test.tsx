import { render, screen } from '@testing-library/react';
import type * as React from 'react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { expect, test, vi } from 'vitest';
import { buildProduct } from '@/testing/builders';
import { AccountWishlistPanel } from './account-wishlist-panel';

function renderInRouter(ui: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '*', Component: () => ui }]);
  return render(<Stub initialEntries={['/profile?tab=wishlist']} />);
}

test('lists the wishlist products with the count and a link to the wishlist page', () => {
  const products = [buildProduct({ name: 'Desk Lamp' }), buildProduct({ name: 'Yoga Mat' })];
  renderInRouter(
    <AccountWishlistPanel products={products} renderAction={(p) => <button>Remove {p.name}</button>} />,
  );
  expect(screen.getByRole('heading', { name: 'Wishlist (2 items)' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Wishlist items' });
  expect(list.querySelectorAll('li')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'Desk Lamp' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Yoga Mat' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Wishlist' })).toHaveAttribute('href', '/wishlist');
});

test('an empty wishlist says so and points to the products', () => {
  renderInRouter(<AccountWishlistPanel products={[]} />);
  expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('products that could not be loaded: the panel says so, with no count, and Try Again asks again', async () => {
  const retry = vi.fn();
  renderInRouter(<AccountWishlistPanel products={[buildProduct({ name: 'Desk Lamp' })]} onRetry={retry} />);
  expect(screen.getByRole('heading', { level: 2, name: 'Wishlist' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded');
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Wishlist items' })).not.toBeInTheDocument();
  expect(screen.queryByText('Your Wishlist is Empty')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});
