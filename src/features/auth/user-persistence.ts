/** Reading the stored user (loaded after hydration: it brings the zod validators). */
import type { User } from '@/domain/types';
import { type StorageArea, readValidated, subscribeToKey } from '@/lib/storage';
import { loadStoredUser, userStorageKey } from './model/user-storage';

/** The remembered user (localStorage) or the session's (sessionStorage); bad data is removed. */
export function readStoredUser(): { user: User | null; area: StorageArea } {
  const local = readValidated(userStorageKey, loadStoredUser, 'local');
  if (local) return { user: local, area: 'local' };
  return { user: readValidated(userStorageKey, loadStoredUser, 'session'), area: 'session' };
}

/**
 * Follows sign-in and sign-out in the shop's other tabs. A valid user signs this tab in; removal
 * signs it out; garbage is ignored (this tab keeps its state).
 */
export function watchStoredUser(onChange: (user: User | null) => void): () => void {
  return subscribeToKey(userStorageKey, (raw) => {
    if (raw === null) {
      // Removed in another tab: signed out there, unless this tab only has a session user.
      onChange(readValidated(userStorageKey, loadStoredUser, 'session'));
      return;
    }
    const next = loadStoredUser(raw);
    if (next.valid && next.value) onChange(next.value);
  });
}
