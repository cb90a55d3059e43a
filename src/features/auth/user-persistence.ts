/** Reading the stored user (loaded after hydration: it brings the zod validators). */
import type { User } from '@/domain/types';
import { type StorageArea, readValidated } from '@/lib/storage';
import { loadStoredUser, userStorageKey } from './model/user-storage';

/** The remembered user (localStorage) or the session's (sessionStorage); bad data is removed. */
export function readStoredUser(): { user: User | null; area: StorageArea } {
  const local = readValidated(userStorageKey, loadStoredUser, 'local');
  if (local) return { user: local, area: 'local' };
  return { user: readValidated(userStorageKey, loadStoredUser, 'session'), area: 'session' };
}

/**
 * What a change of the stored user in another tab means here: a valid user signs this tab in
 * (returned); removal signs it out, unless this tab only has a session user (that user, or null);
 * garbage is ignored (undefined: this tab keeps its state).
 */
export function userFromOtherTab(raw: string | null): User | null | undefined {
  if (raw === null) return readValidated(userStorageKey, loadStoredUser, 'session');
  const next = loadStoredUser(raw);
  return next.valid && next.value ? next.value : undefined;
}
