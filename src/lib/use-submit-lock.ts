import { useCallback, useRef, useState } from 'react';

/** What a submit task reports: 'leaving' keeps the form locked while the page navigates away. */
export type SubmitOutcome = 'leaving' | 'stay';

/**
 * Every form's one guard against a double submit: runs one async submit at a time. `busy` drives the button's progress label; the ref blocks a
 * second submit (a double click) before React has re-rendered the disabled button. A task that
 * ends by navigating away returns 'leaving': the form stays busy until it unmounts, so a late
 * click can never submit it again.
 */
export function useSubmitLock(): {
  busy: boolean;
  run: (task: () => Promise<SubmitOutcome>) => Promise<void>;
} {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (task: () => Promise<SubmitOutcome>) => {
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    let outcome: SubmitOutcome = 'stay';
    try {
      outcome = await task();
    } finally {
      if (outcome === 'stay') {
        locked.current = false;
        setBusy(false);
      }
    }
  }, []);
  return { busy, run };
}
