// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { readRaw } from '@/lib/storage';
import { authStore } from './auth-store';
import { readStoredUser } from './user-persistence';

const user = {
  id: '1',
  email: 'demo@example.com',
  name: 'Demo User',
  avatar: '/images/avatars/demo-user.svg',
};
const other = { ...user, id: '2', email: 'other@example.com', name: 'Other User' };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  authStore.reset();
});

/** The auth store once it has read storage, signed in as `signedIn` (null: signed out). */
async function loadedAs(signedIn: typeof user | null) {
  const off = authStore.subscribe(() => {});
  await vi.waitFor(() => expect(authStore.isLoaded()).toBe(true));
  if (signedIn) authStore.update(() => ({ user: signedIn, area: 'local' }));
  return off;
}

/** What this tab's user is after another tab writes `raw` under `user` (null: removed). */
async function afterOtherTab(raw: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: raw }));
  await vi.dynamicImportSettled();
  await Promise.resolve();
  return authStore.get().user;
}

test('a valid user written in another tab signs this tab in', async () => {
  await loadedAs(null);
  expect(await afterOtherTab(JSON.stringify(other))).toEqual(other);
});

test('garbage written in another tab is ignored: this tab keeps its state', async () => {
  await loadedAs(user);
  for (const raw of ['{oops', '[]', JSON.stringify({ ...user, email: 'nope' })]) {
    expect(await afterOtherTab(raw)).toEqual(user);
  }
});

test("removal in another tab signs this tab out, unless this tab's own session user remains", async () => {
  await loadedAs(user);
  expect(await afterOtherTab(null)).toBeNull();
  sessionStorage.setItem('user', JSON.stringify(user));
  expect(await afterOtherTab(null)).toEqual(user);
});

test('the remembered user wins over the session one; bad stored data is removed', async () => {
  sessionStorage.setItem('user', JSON.stringify(other));
  localStorage.setItem('user', JSON.stringify(user));
  expect(readStoredUser(readRaw)).toEqual({ state: { user, area: 'local' }, garbage: [] });
  localStorage.setItem('user', '{oops');
  expect(readStoredUser(readRaw).state).toEqual({ user: other, area: 'session' });
  await loadedAs(null);
  expect(authStore.get()).toEqual({ user: other, area: 'session' });
  expect(localStorage.getItem('user')).toBeNull();
});
