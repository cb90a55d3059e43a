/** Reading the stored user back (loaded on demand by the auth store: it brings the zod validators). */
import type { User } from '@/domain/types';
import type { ReadBack, ReadStored, StoredEntry } from '@/lib/create-store';
import type { StorageArea } from '@/lib/storage';
import { loadStoredUser, userStorageKey } from './model/user-storage';

/** The signed-in user and where it is kept: localStorage with "Remember me", else sessionStorage. */
export interface SignedIn {
  user: User | null;
  area: StorageArea;
}

/** The remembered user (localStorage) or else the session's (sessionStorage); bad data is garbage. */
export function readStoredUser(read: ReadStored): ReadBack<SignedIn> {
  const garbage: StoredEntry[] = [];
  for (const area of ['local', 'session'] as const) {
    const { value, valid } = loadStoredUser(read(userStorageKey, area));
    if (!valid) garbage.push({ key: userStorageKey, area });
    if (value) return { state: { user: value, area }, garbage };
  }
  return { state: { user: null, area: 'local' }, garbage };
}
