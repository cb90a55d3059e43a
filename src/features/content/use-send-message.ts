import { useCallback, useRef, useState } from 'react';
import { sendMessage } from '@/data/services/message-service';
import { notify } from '@/lib/toast';
import { loadMessageSentToast, messageNotSentToast } from './message-toasts';

/**
 * Sends a contact or customer-service message through the simulated service, one at a time (a
 * double click sends once). Shows 'Message sent' on success and resolves true, so the form resets.
 */
export function useSendMessage(): {
  busy: boolean;
  send: (values: Record<string, string | undefined>) => Promise<boolean>;
} {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const send = useCallback(async (values: Record<string, string | undefined>) => {
    if (locked.current) return false;
    locked.current = true;
    setBusy(true);
    try {
      const message: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) if (value) message[key] = value;
      const [sentToast] = await Promise.all([loadMessageSentToast(), sendMessage(message)]);
      notify(sentToast);
      return true;
    } catch {
      notify({ ...messageNotSentToast, variant: 'destructive' });
      return false;
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, send };
}
