import { useCallback } from 'react';
import { sendMessage } from '@/data/services/message-service';
import { notify } from '@/lib/toast';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { loadMessageSentToast, messageNotSentToast } from './message-toasts';

/**
 * Sends a contact or customer-service message through the simulated service, one at a time (a
 * double click sends once, see lib/use-submit-lock.ts). Shows 'Message sent' on success and then
 * calls `onSent` (the form resets).
 */
export function useSendMessage(): {
  busy: boolean;
  send: (values: Record<string, string | undefined>, onSent: () => void) => Promise<void>;
} {
  const { busy, run } = useSubmitLock();
  const send = useCallback(
    (values: Record<string, string | undefined>, onSent: () => void) =>
      run(async () => {
        try {
          const message: Record<string, string> = {};
          for (const [key, value] of Object.entries(values)) if (value) message[key] = value;
          const [sentToast] = await Promise.all([loadMessageSentToast(), sendMessage(message)]);
          notify(sentToast);
          onSent();
        } catch {
          notify({ ...messageNotSentToast, variant: 'destructive' });
        }
        return 'stay';
      }),
    [run],
  );
  return { busy, send };
}
