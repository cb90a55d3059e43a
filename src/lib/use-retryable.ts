import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface Retryable<T> {
  /** The latest answer that has arrived, with its key: the current key's, or an earlier one's. */
  answer: { key: string; value: T } | undefined;
  /**
   * True when the request for the current key failed (offline, a download that failed): nothing
   * more is asked until `retry`, or by itself when the browser is back online. Never a timer.
   */
  failed: boolean;
  /** Asks for the current key again. */
  retry: () => void;
}

/**
 * The one way a hook asks the network for something that may fail (data/use-catalogue-query.ts,
 * data/use-products.ts): `request(key)` is asked whenever `key` changes (null asks nothing); an
 * answer to an earlier key that arrives late is dropped, and until the current key is answered the
 * previous answer stays. A failure is reported, not retried in silence: the page says so and offers
 * `retry`, which also runs on the browser's `online` event. `request` must keep its identity (a
 * module-level function): a new one asks again.
 */
export function useRetryable<T>(key: string | null, request: (key: string) => Promise<T>): Retryable<T> {
  const [answer, setAnswer] = useState<{ key: string; value: T }>();
  // The key that failed, and a count of the tries asked for since (each one asks again).
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Whether the latest request failed, known as soon as it fails (before React renders it), so an
  // 'online' event that comes right after the failure is not missed.
  const failedNow = useRef(false);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    request(key).then(
      (value) => {
        // A transition: React renders what the answer changes in slices between which the page
        // can still take a tap or a keystroke (24 cards at 4x CPU were one ~90 ms task).
        if (!live) return;
        failedNow.current = false;
        startTransition(() => setAnswer({ key, value }));
      },
      () => {
        if (!live) return;
        failedNow.current = true;
        setFailedKey(key);
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt, request]);
  const failed = key !== null && failedKey === key && answer?.key !== key;
  const retry = useCallback(() => {
    failedNow.current = false;
    setFailedKey(null);
    setAttempt((count) => count + 1);
  }, []);
  // Listening from the start: an effect added once the failure has rendered missed an 'online'
  // event fired in between (a busy test machine showed it).
  useEffect(() => {
    const onOnline = () => {
      if (failedNow.current) retry();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [retry]);
  return { answer, failed, retry };
}
