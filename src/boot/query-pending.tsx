import { useEffect, useState } from 'react';

/** The <html> attribute the inline script sets: the prerendered list is not the address's. */
const FLAG = 'data-query-pending';

/**
 * Whether the address's query string names any of `keys`, or a key starting with `prefix` when
 * given (plain JavaScript: also run inline).
 */
function namesAny(keys: readonly string[], prefix: string): boolean {
  const query = new URLSearchParams(location.search);
  return [...query.keys()].some((key) => keys.includes(key) || (prefix !== '' && key.startsWith(prefix)));
}

/**
 * For a list prerendered in its default state (no query string) whose address may ask for another
 * (a category, a sort, a page, a facet): an inline script that, while the HTML is parsed, flags
 * <html> when the address names any of `keys` or a key starting with `prefix`, so that the prerendered list, which is not the one asked for,
 * is hidden from the first paint (`queryPendingHidden`) and never swapped in view for the right
 * one (a layout shift, and a tap before hydration on a product not in the list). Rendered in the
 * browser (a client navigation) it does nothing: React shows that page's state itself.
 */
export function QueryPendingScript({ keys, prefix = '' }: { keys: readonly string[]; prefix?: string }) {
  const script = `if((${namesAny.toString()})(${JSON.stringify(keys)},${JSON.stringify(prefix)}))document.documentElement.setAttribute("${FLAG}","")`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Classes for the list: hidden (its room kept) while the inline script's flag is on. */
export const queryPendingHidden = '[html[data-query-pending]_&]:invisible';

/**
 * Whether the list must stay hidden: from the hydrated page's first render until its first answer
 * for the address (`loading`) or a failure to get one (`failed`). Later answers replace a list
 * already right, which stays in view.
 * Once hydrated, this (through the list's own classes) takes over from the inline script's flag.
 */
export function useQueryPending(hydrated: boolean, loading: boolean, failed = false): boolean {
  const [answered, setAnswered] = useState(false);
  // A failure ends the wait too: its message (inside the list's area) must be seen.
  const waiting = loading && !failed;
  // Recorded while rendering (React's pattern for state that follows props): no extra commit.
  if (hydrated && !waiting && !answered) setAnswered(true);
  useEffect(() => {
    if (hydrated) document.documentElement.removeAttribute(FLAG);
  }, [hydrated]);
  return hydrated && waiting && !answered;
}
