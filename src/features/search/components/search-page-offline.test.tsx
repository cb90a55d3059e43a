import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { installCatalogueFetch, installOfflineFetch } from '@/testing/catalogue-fetch';
import { renderWithShop } from '@/testing/render';
import { SearchPage } from './search-page';

// A file of its own: the catalogue client keeps a loaded index for the rest of a test file.
vi.setConfig({ testTimeout: 20_000 });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => installCatalogueFetch());

test('a search the catalogue cannot answer (offline) says so; Try Again asks again, and so does coming back online', async () => {
  const tries = installOfflineFetch();
  renderWithShop(<SearchPage renderAction={() => null} />, { path: '/search?q=lamp', routePath: '/search' });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded'));
  expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Results' })).not.toHaveAttribute('aria-busy');

  // Still offline: Try Again asks the network again, and says so again.
  const before = tries.count;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  await waitFor(() => expect(tries.count).toBeGreaterThan(before));
  expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Products could not be loaded');

  // Back online: the search is asked again by itself.
  installCatalogueFetch();
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ products? found$/));
  const list = screen.getByRole('list', { name: 'Search results' });
  expect(within(list).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
});
