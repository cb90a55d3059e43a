import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { getProductById } from '@/data/catalogue-repository';
import { forgetProducts } from '@/data/product-cache';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { renderWithShop } from '@/testing/render';
import { wishlistStore } from '../wishlist-store';
import { WishlistView } from './wishlist-view';

const tee = getProductById('2')!;

beforeEach(() => {
  // A new session on a device that kept nothing: the wishlist's products are not known yet (a
  // fork that keeps the wishlist across reloads would start like this).
  localStorage.clear();
  forgetProducts();
  installOfflineFetch();
});

afterEach(() => installCatalogueFetch());

test('a wishlist whose products cannot be loaded says so, and Try Again loads them', async () => {
  const { user } = renderWithShop(<WishlistView />);
  act(() => wishlistStore.update(() => ['2']));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded'));
  expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(screen.queryByText('Your Wishlist is Empty')).not.toBeInTheDocument();

  installCatalogueFetch();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  const grid = await screen.findByRole('list', { name: 'Wishlist items' });
  expect(grid).toHaveTextContent(tee.name);
  expect(screen.getByText('1 item')).toBeInTheDocument();
});

test('the wishlist tries again by itself when the browser is back online', async () => {
  renderWithShop(<WishlistView />);
  act(() => wishlistStore.update(() => ['2']));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded'));
  installCatalogueFetch();
  window.dispatchEvent(new Event('online'));
  expect(await screen.findByRole('list', { name: 'Wishlist items' })).toHaveTextContent(tee.name);
});
