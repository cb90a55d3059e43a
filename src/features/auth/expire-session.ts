/** The server's session has ended: signed out, with a toast that asks the shopper to sign in again. */
import { notify } from '@/lib/toast';
import { endSession } from './auth-store';
import * as words from 'virtual:lumina-messages/orderRefusals';

export function expireSession(): void {
  endSession();
  notify({
    title: words.sessionExpiredTitle,
    description: words.sessionExpiredDescription,
    variant: 'destructive',
  });
}
