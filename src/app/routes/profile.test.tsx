import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { resetAccountSettings } from '@/features/account/account-settings-store';
import { notify } from '@/lib/toast';
import { ShopProviders } from '@/testing/render';
import type { Route } from './+types/profile';
import ProfileScreen, { loader } from './profile';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), loadToastLibrary: vi.fn() }));

const demo = { id: '1', name: 'Demo User', email: 'demo@example.com', avatar: '/a.svg' };

function renderProfile(path = '/profile') {
  const Stub = createRoutesStub([
    {
      id: 'profile',
      path: '/profile',
      loader,
      Component: (props: Route.ComponentProps) => (
        <ShopProviders>
          <ProfileScreen {...props} />
        </ShopProviders>
      ),
    },
    { path: '/', Component: () => <p>Home page</p> },
  ]);
  const user = userEvent.setup();
  // The loader's data is in the page from the start, as in the prerendered page.
  render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { profile: loader() } }} />);
  return user;
}

// The signed-in page's code loads lazily; warm the module cache so tests wait on behaviour only.
beforeAll(async () => {
  await Promise.all([
    import('@/features/account/components/account-dashboard'),
    import('@/features/auth/components/profile-details'),
    import('@/features/checkout/components/order-history'),
    import('@/components/ui/confirm-dialog'),
    import('@/features/auth/model/auth-schemas'),
    import('@hookform/resolvers/zod'),
  ]);
});

beforeEach(() => vi.clearAllMocks());

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAccountSettings();
});

test('a guest first sees a neutral heading, then Please Log In with a way back here', async () => {
  renderProfile();
  expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  expect(screen.queryByText('Please Log In')).not.toBeInTheDocument();

  expect(await screen.findByRole('heading', { level: 1, name: 'Please Log In' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/profile');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
});

test('a signed-in shopper gets the tabs; the tab parameter picks one', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = renderProfile('/profile?tab=settings');
  expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('checkbox', { name: 'Email Notifications' })).toBeChecked();
  await user.click(screen.getByRole('tab', { name: 'Wishlist' }));
  expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(await screen.findByRole('region', { name: 'Profile Information' })).toHaveTextContent('Demo User');
});

test('an unknown tab parameter falls back to Profile', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  renderProfile('/profile?tab=admin');
  expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});

test('Log Out signs out with the toast and goes home', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Log Out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(localStorage.getItem('user')).toBeNull();
  expect(notify).toHaveBeenCalledWith({
    title: 'Logged Out',
    description: 'You have been successfully logged out.',
  });
});

test('Delete Account asks first, then forgets the user and goes home', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = renderProfile('/profile?tab=settings');
  await user.click(await screen.findByRole('button', { name: 'Delete Account', expanded: false }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(localStorage.getItem('user')).not.toBeNull();
  await user.click(
    Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete Account')!,
  );
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
});
