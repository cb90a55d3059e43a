import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus in place when an item leaves a list (removed, saved for later, moved): call
 * `beforeRemove(id)` just before the change; once the list has re-rendered, focus moves to the
 * element registered for the next item (or the previous one), else to `fallback()`, unless focus
 * is already somewhere else on the page.
 * `ids` must keep its identity between renders while the list is unchanged (memoise it).
 */
export function useRemovalFocus(ids: readonly string[], fallback: () => HTMLElement | null) {
  const targets = useRef(new Map<string, HTMLElement>());
  /** undefined: nothing pending; null: use the fallback; a string: focus that item. */
  const pending = useRef<string | null | undefined>(undefined);
  const fallbackRef = useRef(fallback);
  useEffect(() => {
    fallbackRef.current = fallback;
  });

  const register = useCallback(
    (id: string) => (element: HTMLElement | null) => {
      if (element) targets.current.set(id, element);
      else targets.current.delete(id);
    },
    [],
  );

  const beforeRemove = useCallback(
    (id: string) => {
      const index = ids.indexOf(id);
      if (index === -1) return;
      pending.current = ids[index + 1] ?? ids[index - 1] ?? null;
    },
    [ids],
  );

  useEffect(() => {
    const next = pending.current;
    if (next === undefined) return;
    pending.current = undefined;
    // Only when focus was lost with the removed item (not when the shopper has moved on).
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = next === null ? undefined : targets.current.get(next);
    (target?.isConnected ? target : fallbackRef.current())?.focus();
  }, [ids]);

  return { register, beforeRemove };
}
