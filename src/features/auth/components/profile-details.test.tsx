import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test } from 'vitest';
import { findToast, renderWithToaster, shownToast, shownToasts, toastsSettled } from '@/testing/toaster';
import { ProfileDetails } from './profile-details';

const stored = {
  id: '1',
  name: 'Demo User',
  email: 'demo@example.com',
  avatar: '/images/avatars/demo-user.svg',
  city: 'Springfield',
};

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  localStorage.setItem('user', JSON.stringify(stored));
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function details() {
  return screen.getByRole('region', { name: 'Profile Information' });
}

function shown(label: string) {
  const term = within(details()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

test('shows the stored details, with blanks marked', async () => {
  await renderWithToaster(<ProfileDetails />);
  expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  expect(shown('Full Name')).toBe('Demo User');
  expect(shown('Email')).toBe('demo@example.com');
  expect(shown('City')).toBe('Springfield');
  expect(shown('Phone')).toBe('Not provided');
});

test('Cancel leaves edit mode and restores the values', async () => {
  const { user } = await renderWithToaster(<ProfileDetails />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  const name = screen.getByLabelText(/Full Name/);
  expect(name).toHaveFocus();
  await user.clear(name);
  await user.type(name, 'Someone Else');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  expect(shown('Full Name')).toBe('Demo User');
  expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByLabelText(/Full Name/)).toHaveValue('Demo User');
  await toastsSettled();
  expect(shownToasts()).toEqual([]);
});

test('Save Changes validates, each error clearing when its field is edited', async () => {
  const { user } = await renderWithToaster(<ProfileDetails />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText(/Full Name/));
  await user.type(screen.getByLabelText(/Full Name/), 'D');
  await user.clear(screen.getByLabelText(/Email/));
  await user.type(screen.getByLabelText(/Email/), 'nope');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
  await user.type(screen.getByLabelText(/Full Name/), 'i');
  expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();
  expect(screen.getByText('Email is invalid')).toBeInTheDocument();
  await toastsSettled();
  expect(shownToasts()).toEqual([]);
  expect(JSON.parse(localStorage.getItem('user') ?? '{}').name).toBe('Demo User');
});

test('Save Changes stores the trimmed details in the user and says so', async () => {
  const { user } = await renderWithToaster(<ProfileDetails />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText(/Full Name/));
  await user.type(screen.getByLabelText(/Full Name/), '  Ada Lovelace  ');
  await user.type(screen.getByLabelText('Phone'), '555-0100');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByRole('button', { name: 'Edit' })).toHaveFocus();
  expect(shown('Full Name')).toBe('Ada Lovelace');
  expect(shown('Phone')).toBe('555-0100');
  expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
    name: 'Ada Lovelace',
    phone: '555-0100',
    city: 'Springfield',
  });
  expect(shownToast(await findToast('Profile updated'))).toEqual({
    title: 'Profile updated',
    description: 'Your changes have been saved.',
    variant: 'default',
  });
});
