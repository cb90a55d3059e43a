import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { signIn } from '@/data/services/auth-service';
import type { User } from '@/domain/types';
import { deferred } from '@/testing/deferred';
import { findToast, renderWithToaster, shownToast, shownToasts, toastsSettled } from '@/testing/toaster';
import { LoginForm } from './login-form';

vi.mock('@/data/services/auth-service', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
}));

const demo: User = { id: '1', name: 'Demo User', email: 'demo@example.com', avatar: '/a.svg' };

/** The form at /login, and a page anywhere else, inside the app's providers and toaster. */
async function renderLogin(redirectTo = '/') {
  const { user } = await renderWithToaster(
    <Routes>
      <Route path="/login" element={<LoginForm redirectTo={redirectTo} />} />
      <Route path="*" element={<p>Landed somewhere</p>} />
    </Routes>,
    { path: '/login' },
  );
  return user;
}

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(signIn).mockImplementation(async (email, password) =>
    email === 'demo@example.com' && password === 'demo1234' ? demo : null,
  );
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('empty submit shows both required errors, focuses email, and each clears when its field is edited', async () => {
  const user = await renderLogin();
  await user.click(screen.getByRole('button', { name: 'Sign In' }));

  const email = screen.getByLabelText('Email');
  const password = screen.getByLabelText('Password');
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
  expect(email).toHaveFocus();
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Email is required');

  // The form validates asynchronously (its schema resolver): the message goes when that answer is in.
  await user.type(email, 'x');
  await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
  expect(email).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('Password is required')).toBeInTheDocument();

  await user.type(password, 'a');
  await waitFor(() => expect(screen.queryByText('Password is required')).not.toBeInTheDocument());
  expect(signIn).not.toHaveBeenCalled();
});

test('a badly shaped email and a short password get their own messages, cleared on edit', async () => {
  const user = await renderLogin();
  await user.type(screen.getByLabelText('Email'), 'demo@example');
  await user.type(screen.getByLabelText('Password'), '12345');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();

  // Still invalid after the edit, but the message waits for the next submit.
  await user.type(screen.getByLabelText('Password'), '6');
  expect(screen.queryByText('Password must be at least 6 characters')).not.toBeInTheDocument();
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), '.com');
  expect(screen.queryByText('Email is invalid')).not.toBeInTheDocument();
});

test('wrong credentials raise the failure toast and stay on the form with the password selected', async () => {
  const user = await renderLogin();
  await user.type(screen.getByLabelText('Email'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(shownToast(await findToast('Login Failed'))).toEqual({
    title: 'Login Failed',
    description: 'Invalid email or password.',
    variant: 'destructive',
  });
  expect(screen.getByLabelText('Password')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(localStorage.getItem('user')).toBeNull();
});

test('an unexpected failure raises the Login Error toast', async () => {
  vi.mocked(signIn).mockRejectedValue(new Error('boom'));
  const user = await renderLogin();
  await user.type(screen.getByLabelText('Email'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(shownToast(await findToast('Login Error'))).toEqual({
    title: 'Login Error',
    description: 'Something went wrong. Please try again.',
    variant: 'destructive',
  });
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the button is busy while signing in and a double click makes one attempt', async () => {
  const pending = deferred<User | null>();
  vi.mocked(signIn).mockReturnValue(pending.promise);
  const user = await renderLogin('/profile');
  await user.type(screen.getByLabelText('Email'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.dblClick(screen.getByRole('button', { name: 'Sign In' }));

  const busy = await screen.findByRole('button', { name: 'Signing in...' });
  expect(busy).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(signIn).toHaveBeenCalledTimes(1);
  expect(signIn).toHaveBeenCalledWith('demo@example.com', 'demo1234');

  pending.resolve(demo);
  expect(await screen.findByText('Landed somewhere')).toBeInTheDocument();
  // Waiting for it first: toastsSettled waits for the toaster's first mount inside act(), which
  // holds back the render that mount needs.
  await findToast('Welcome back!');
  await toastsSettled();
  expect(shownToasts()).toEqual([
    { title: 'Welcome back!', description: 'You have successfully logged in.', variant: 'default' },
  ]);
});

test('Remember me is on by default and keeps the user in localStorage', async () => {
  const user = await renderLogin();
  expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await user.type(screen.getByLabelText('Email'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Landed somewhere');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Demo User' });
  expect(sessionStorage.getItem('user')).toBeNull();
});

test('without Remember me the user is kept in sessionStorage only', async () => {
  const user = await renderLogin();
  await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.type(screen.getByLabelText('Email'), 'demo@example.com');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByText('Landed somewhere');
  expect(localStorage.getItem('user')).toBeNull();
  expect(JSON.parse(sessionStorage.getItem('user') ?? 'null')).toMatchObject({ email: 'demo@example.com' });
});

test('shows the demo credentials and the forgot-password link', async () => {
  await renderLogin();
  expect(screen.getByText('demo@example.com')).toBeInTheDocument();
  expect(screen.getByText('demo1234')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
});
