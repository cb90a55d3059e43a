/**
 * The server's session has ended: signed out, with a toast that asks the shopper to sign in again.
 * Said once: a second page part finding the same ended session finds the shopper signed out.
 */
import { notify } from '@/lib/toast';
import { authStore, endSession } from './auth-store';
import * as words from 'virtual:lumina-messages/orderRefusals';

export function expireSession(): void {
  if (authStore.get().user === null) return;
  endSession();
  notify({
    title: words.sessionExpiredTitle,
    description: words.sessionExpiredDescription,
    variant: 'destructive',
  });
}
