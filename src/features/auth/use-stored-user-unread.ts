import { useSyncExternalStore } from 'react';
import { authStore } from './auth-store';

const notYet = () => false;

/**
 * While the stored user could not be read, its code not downloaded (offline): a way to read it
 * again (Try Again), else undefined. The store also reads it again by itself once the browser is
 * back online (lib/create-store.ts, `loadFailed`).
 */
export function useStoredUserUnread(): (() => void) | undefined {
  const failed = useSyncExternalStore(authStore.subscribe, authStore.loadFailed, notYet);
  return failed ? authStore.retryLoad : undefined;
}
