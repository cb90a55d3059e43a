import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { resetAccountSettings } from '@/features/account/account-settings-store';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import type { Route as ProfileRoute } from './+types/profile';
import ProfileScreen, { loader } from './profile';

const demo = { id: '1', name: 'Demo User', email: 'demo@example.com', avatar: '/a.svg' };

/** The account page at `path`, and the home page, inside the app's providers and toaster. */
async function renderProfile(path = '/profile') {
  // The loader's data is in the page from the start, as in the prerendered page (the screen reads
  // nothing else of its route props).
  const props = { loaderData: loader() } as ProfileRoute.ComponentProps;
  const { user } = await renderWithToaster(
    <Routes>
      <Route path="/profile" element={<ProfileScreen {...props} />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path },
  );
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

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAccountSettings();
});

test('a guest first sees a neutral heading, then Please Log In with a way back here', async () => {
  // The first render, before the stored user is read: renderWithToaster renders when called, and
  // awaiting it would let the read finish first.
  const rendered = renderProfile();
  expect(screen.getByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  expect(screen.queryByText('Please Log In')).not.toBeInTheDocument();
  await rendered;

  expect(await screen.findByRole('heading', { level: 1, name: 'Please Log In' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?redirect=/profile');
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
});

test('a signed-in shopper gets the tabs; the tab parameter picks one', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = await renderProfile('/profile?tab=settings');
  expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('checkbox', { name: 'Email Notifications' })).toBeChecked();
  await user.click(screen.getByRole('tab', { name: 'Wishlist' }));
  expect(screen.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Profile' }));
  expect(await screen.findByRole('region', { name: 'Profile Information' })).toHaveTextContent('Demo User');
});

test('an unknown tab parameter falls back to Profile', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  await renderProfile('/profile?tab=admin');
  expect(await screen.findByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
});

test('Log Out signs out with the toast and goes home', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = await renderProfile();
  await user.click(await screen.findByRole('button', { name: 'Log Out' }));
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(localStorage.getItem('user')).toBeNull();
  expect(shownToast(await findToast('Logged Out'))).toEqual({
    title: 'Logged Out',
    description: 'You have been successfully logged out.',
    variant: 'default',
  });
});

test('Delete Account asks first, then forgets the user and goes home', async () => {
  localStorage.setItem('user', JSON.stringify(demo));
  const user = await renderProfile('/profile?tab=settings');
  await user.click(await screen.findByRole('button', { name: 'Delete Account', expanded: false }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(localStorage.getItem('user')).not.toBeNull();
  await user.click(
    Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete Account')!,
  );
  expect(await screen.findByText('Home page')).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem('user')).toBeNull());
});
