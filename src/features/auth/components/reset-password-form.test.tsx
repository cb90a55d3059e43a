// /reset-password on a backend that e-mails reset links (auth-service.ts's resetPassword answered
// by a stand-in): the link's token and the new password are sent once; success signs the shopper in;
// a link the backend no longer takes, or none, is said in the form; an unreachable shop in a toast.
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { resetPassword } from '@/data/services/auth-service';
import { ResetLinkRefused } from '@/data/services/service-errors';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import { ResetPasswordForm } from './reset-password-form';

vi.mock('@/data/services/auth-service', () => ({
  signIn: vi.fn(),
  signUp: vi.fn(),
  signOut: vi.fn(),
  requestPasswordReset: vi.fn(),
  resetPassword: vi.fn(),
}));

const ada = { id: '7', name: 'Ada Byron', email: 'ada@example.com', avatar: '/a.svg' };
const refusedText =
  'This link can no longer reset a password: it has been used or has expired. Ask for a new one below.';

beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  vi.mocked(resetPassword!).mockReset();
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function setPassword(
  path: string,
  password: string,
  confirmation = password,
  press: 'click' | 'dblClick' = 'click',
) {
  const rendered = await renderWithToaster(
    <>
      <Where />
      <ResetPasswordForm />
    </>,
    { path },
  );
  await rendered.user.type(screen.getByLabelText('New Password'), password);
  await rendered.user.type(screen.getByLabelText('Confirm Password'), confirmation);
  await rendered.user[press](screen.getByRole('button', { name: 'Set New Password' }));
  return rendered;
}

test("the link's token and the new password are sent once; the shopper is signed in and sent home", async () => {
  vi.mocked(resetPassword!).mockResolvedValue(ada);
  await setPassword('/reset-password?token=a%2Bb', 'difference-engine', 'difference-engine', 'dblClick');
  expect(shownToast(await findToast('Password Changed'))).toEqual({
    title: 'Password Changed',
    description: 'You are signed in with your new password.',
    variant: 'default',
  });
  expect(resetPassword).toHaveBeenCalledTimes(1);
  expect(resetPassword).toHaveBeenCalledWith('a+b', 'difference-engine');
  expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ada);
  expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
});

test('a link the backend no longer takes is said in the form, which keeps what was typed', async () => {
  vi.mocked(resetPassword!).mockRejectedValue(new ResetLinkRefused());
  await setPassword('/reset-password?token=used', 'difference-engine');
  expect(await screen.findByRole('alert')).toHaveTextContent(refusedText);
  expect(screen.getByLabelText('New Password')).toHaveValue('difference-engine');
  expect(screen.getByTestId('where')).toHaveTextContent('/reset-password');
  expect(localStorage.getItem('user')).toBeNull();
});

test('an address without a token is refused without asking the backend', async () => {
  await setPassword('/reset-password', 'difference-engine');
  expect(await screen.findByRole('alert')).toHaveTextContent(refusedText);
  expect(resetPassword).not.toHaveBeenCalled();
});

test('an unreachable shop changes nothing and says so', async () => {
  vi.mocked(resetPassword!).mockRejectedValue(new TypeError('Failed to fetch'));
  await setPassword('/reset-password?token=fresh', 'difference-engine');
  expect(shownToast(await findToast('Password Not Changed'))).toEqual({
    title: 'Password Not Changed',
    description: 'The shop could not be reached, so your password was not changed. Please try again.',
    variant: 'destructive',
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Set New Password' })).toBeEnabled();
  expect(localStorage.getItem('user')).toBeNull();
});

test("the registration's password rules hold: too short, and a confirmation that differs", async () => {
  await setPassword('/reset-password?token=fresh', 'abc', 'abd');
  expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  expect(resetPassword).not.toHaveBeenCalled();
});
