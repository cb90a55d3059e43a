import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { requestPasswordReset } from '@/data/services/auth-service';
import { renderWithShop } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

vi.mock('@/data/services/auth-service', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
}));

// The validators load lazily; warm the module cache so the first submit is not slowed by it.
beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(requestPasswordReset).mockResolvedValue(undefined);
});

test('checks the email like login does, clearing the message on edit', async () => {
  const { user } = renderWithShop(<ForgotPasswordForm />);
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Email is required')).toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveFocus();
  await user.type(screen.getByLabelText('Email'), 'a@b');
  // Validated asynchronously (the form's schema resolver): the message goes when that answer is in.
  await waitFor(() => expect(screen.queryByText('Email is required')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
  expect(requestPasswordReset).not.toHaveBeenCalled();
});

test('sends once and shows the neutral confirmation with the trimmed email', async () => {
  const { user } = renderWithShop(<ForgotPasswordForm />);
  await user.type(screen.getByLabelText('Email'), '  someone@example.com ');
  await user.dblClick(screen.getByRole('button', { name: 'Send Reset Link' }));
  const status = await screen.findByText(
    'If an account exists for someone@example.com, a reset link is on its way.',
  );
  expect(status.closest('[role="status"]')).toHaveFocus();
  expect(requestPasswordReset).toHaveBeenCalledTimes(1);
  expect(requestPasswordReset).toHaveBeenCalledWith('someone@example.com');
  expect(screen.queryByRole('button', { name: 'Send Reset Link' })).not.toBeInTheDocument();
});
