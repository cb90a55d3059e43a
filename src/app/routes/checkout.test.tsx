import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { forgetProducts } from '@/data/product-cache';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { renderWithShop } from '@/testing/render';
import CheckoutScreen from './checkout';

// The flow's code loads lazily; warm the module cache so the test waits on behaviour only.
beforeAll(async () => {
  await import('@/features/checkout/components/checkout-flow');
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('cart', JSON.stringify([{ productId: '2', quantity: 1 }]));
  // A new session: the stored cart's products are not known yet.
  forgetProducts();
});

afterEach(() => installCatalogueFetch());

test("a stored cart whose products cannot be loaded says so at checkout, not 'loading' for ever; Try Again and coming back online load them", async () => {
  const tries = installOfflineFetch();
  const { user } = renderWithShop(<CheckoutScreen />, { path: '/checkout' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded'));
  expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(screen.queryByText('Loading your cart...')).not.toBeInTheDocument();

  // Still offline: Try Again asks again and says so again.
  const before = tries.count;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(tries.count).toBeGreaterThan(before));
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();

  // Back online: the checkout asks again by itself and shows its steps.
  installCatalogueFetch();
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByRole('list', { name: 'Checkout steps' })).toBeInTheDocument();
  expect(screen.queryByText('Products could not be loaded')).not.toBeInTheDocument();
});
