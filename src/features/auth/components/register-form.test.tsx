import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { signUp } from '@/data/services/auth-service';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import { RegisterForm } from './register-form';

vi.mock('@/data/services/auth-service', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
}));

/** The form at /register, and the home page, inside the app's providers and toaster. */
async function renderRegister() {
  const { user } = await renderWithToaster(
    <Routes>
      <Route path="/register" element={<RegisterForm />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    { path: '/register' },
  );
  return user;
}

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(signUp).mockImplementation(async ({ name, email }) => ({
    id: 'u-1',
    name: name.trim(),
    email,
    avatar: '/a.svg',
  }));
});

afterEach(() => localStorage.clear());

const submit = () => screen.getByRole('button', { name: 'Create Account' });

test('every required message appears on submit and each clears when its field is edited', async () => {
  const user = await renderRegister();
  await user.click(submit());

  const messages: [string, string][] = [
    ['Full Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Password', 'Password is required'],
    ['Confirm Password', 'Please confirm your password'],
  ];
  for (const [, message] of messages) expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
  expect(screen.getByLabelText('Full Name')).toHaveFocus();

  for (const [label, message] of messages) {
    await user.type(screen.getByLabelText(label), 'x');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  }
  const terms = screen.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ });
  expect(terms).toHaveAttribute('aria-invalid', 'true');
  expect(terms).toHaveAccessibleDescription('You must accept the terms and conditions');
  await user.click(terms);
  expect(screen.queryByText('You must accept the terms and conditions')).not.toBeInTheDocument();
  expect(signUp).not.toHaveBeenCalled();
});

test('short name, bad email, short password and a mismatch have their own messages', async () => {
  const user = await renderRegister();
  await user.type(screen.getByLabelText('Full Name'), ' A ');
  await user.type(screen.getByLabelText('Email'), 'ada@example');
  await user.type(screen.getByLabelText('Password'), '12345');
  await user.type(screen.getByLabelText('Confirm Password'), '54321');
  await user.click(submit());
  expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Confirm Password'), '9');
  expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  expect(screen.getByText('Name must be at least 2 characters')).toBeInTheDocument();
});

test('links the terms and privacy pages', async () => {
  await renderRegister();
  expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('a valid registration is busy, signs the shopper in and goes home', async () => {
  const user = await renderRegister();
  await user.type(screen.getByLabelText('Full Name'), '  Ada Lovelace ');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.dblClick(submit());

  expect(await screen.findByText('Home page')).toBeInTheDocument();
  expect(signUp).toHaveBeenCalledTimes(1);
  expect(signUp).toHaveBeenCalledWith({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    password: 'secret1',
  });
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Ada Lovelace' });
  expect(shownToast(await findToast('Account Created!'))).toEqual({
    title: 'Account Created!',
    description: 'Welcome to Lumina! Your account has been created successfully.',
    variant: 'default',
  });
});

test('a failed registration raises the Registration Error toast and stays on the form', async () => {
  vi.mocked(signUp).mockRejectedValue(new Error('down'));
  const user = await renderRegister();
  await user.type(screen.getByLabelText('Full Name'), 'Ada');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(submit());
  expect(shownToast(await findToast('Registration Error'))).toEqual({
    title: 'Registration Error',
    description: 'Something went wrong. Please try again.',
    variant: 'destructive',
  });
  expect(submit()).toBeEnabled();
  expect(localStorage.getItem('user')).toBeNull();
});
