import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { forgetProducts } from '@/data/product-cache';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { renderWithShop } from '@/testing/render';
import { CartView } from './cart-view';

const tee = getProductById('2')!;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('cart', JSON.stringify([{ productId: '2', quantity: 1 }]));
  // Each test starts as a new session: the stored cart's products are not known yet.
  forgetProducts();
});

afterEach(() => installCatalogueFetch());

async function expectUnavailable() {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded'));
  expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  expect(screen.queryByText('Your Cart is Empty')).not.toBeInTheDocument();
}

test("a stored cart whose products cannot be loaded says so, not 'loading' for ever; Try Again loads them", async () => {
  const tries = installOfflineFetch();
  const { user } = renderWithShop(<CartView />, { path: '/cart' });
  await expectUnavailable();

  // Still offline: Try Again asks the network again, and says so again.
  const before = tries.count;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(tries.count).toBeGreaterThan(before));
  await expectUnavailable();

  installCatalogueFetch();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('link', { name: tee.name })).toBeInTheDocument();
  expect(screen.getByText('1 item in your cart')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
});

test('the cart tries again by itself when the browser is back online', async () => {
  installOfflineFetch();
  renderWithShop(<CartView />, { path: '/cart' });
  await expectUnavailable();
  installCatalogueFetch();
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByRole('link', { name: tee.name })).toBeInTheDocument();
  expect(screen.queryByText('Products could not be loaded')).not.toBeInTheDocument();
});
