// The profile on a backend that keeps accounts (profile-service.ts answered by a stand-in): the
// details are sent first, and a refusal or an unreachable shop changes nothing in the browser.
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { saveProfile } from '@/data/services/profile-service';
import { EmailChangeRefused, SessionExpired } from '@/data/services/service-errors';
import { findToast, renderWithToaster, shownToast } from '@/testing/toaster';
import { ProfileDetails } from './profile-details';

vi.mock('@/data/services/profile-service', () => ({ saveProfile: vi.fn(), closeAccount: vi.fn() }));

const stored = { id: '7', name: 'Ada Byron', email: 'ada@example.com', avatar: '/a.svg' };
const storedUser = () => JSON.parse(localStorage.getItem('user') ?? 'null');

beforeAll(async () => {
  await Promise.all([import('@/features/auth/model/auth-schemas'), import('@hookform/resolvers/zod')]);
});

beforeEach(() => {
  vi.mocked(saveProfile!).mockReset();
  localStorage.setItem('user', JSON.stringify(stored));
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

async function saveName(name: string) {
  const { user } = await renderWithToaster(<ProfileDetails />);
  await user.click(await screen.findByRole('button', { name: 'Edit' }));
  await user.clear(screen.getByLabelText(/Full Name/));
  await user.type(screen.getByLabelText(/Full Name/), name);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
}

test('the details are sent to the backend with the signed-in user, then saved here', async () => {
  vi.mocked(saveProfile!).mockResolvedValue(undefined);
  await saveName('Ada Lovelace');
  await findToast('Profile updated');
  expect(saveProfile).toHaveBeenCalledWith(stored, expect.objectContaining({ name: 'Ada Lovelace' }));
  expect(storedUser().name).toBe('Ada Lovelace');
});

test('an unreachable shop saves nothing, says so, and keeps the edits in the form', async () => {
  vi.mocked(saveProfile!).mockRejectedValue(new TypeError('Failed to fetch'));
  await saveName('Ada Lovelace');
  expect(shownToast(await findToast('Profile Not Saved'))).toEqual({
    title: 'Profile Not Saved',
    description: 'The shop could not be reached, so nothing was changed. Please try again.',
    variant: 'destructive',
  });
  expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(storedUser()).toEqual(stored);
});

test('a changed e-mail address the backend will not take is named', async () => {
  vi.mocked(saveProfile!).mockRejectedValue(new EmailChangeRefused());
  await saveName('Ada Lovelace');
  expect(shownToast(await findToast('Profile Not Saved')).description).toBe(
    'Your email address is how you sign in, so it cannot be changed here. Nothing was changed.',
  );
  expect(storedUser()).toEqual(stored);
});

test("a session the server no longer knows signs the shopper out with 'Session Expired'", async () => {
  vi.mocked(saveProfile!).mockRejectedValue(new SessionExpired());
  await saveName('Ada Lovelace');
  await findToast('Session Expired');
  expect(storedUser()).toBeNull();
});
