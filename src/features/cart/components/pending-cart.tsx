import type * as React from 'react';
import { useSyncExternalStore } from 'react';
import { cartStorageKeys } from '../model/cart-storage';

/**
 * True when storage holds a cart or saved list: anything but an empty list, including data the app
 * will later reject, or storage that cannot be read. Self-contained, because it is also written into
 * the page as an inline script.
 */
function hasStoredCart(keys: readonly string[]): boolean {
  try {
    for (const key of keys) {
      const value = localStorage.getItem(key);
      if (value !== null && value.trim() !== '[]') return true;
    }
    return false;
  } catch {
    return true;
  }
}

const keys = Object.values(cartStorageKeys);

/** Runs while the prerendered HTML is parsed, before the first paint, and marks its wrapper. */
export const storedCartProbe = `if((${hasStoredCart.toString()})(${JSON.stringify(keys)}))document.currentScript.parentElement.setAttribute("data-stored","")`;

const noSubscription = () => () => undefined;
const storedNow = () => hasStoredCart(keys);
/** Unknown while prerendering and hydrating: the inline probe and CSS decide then. */
const unknownOnServer = () => null;

interface PendingCartProps {
  /** What a shopper with nothing stored will see once the cart has loaded. */
  empty: React.ReactNode;
  /** The neutral loading state for a shopper whose stored cart is still being read. */
  loading: React.ReactNode;
}

/**
 * Before the stored cart has loaded (it is read after hydration), a prerendered cart or checkout
 * page cannot know what to show. Both states are in the HTML and the inline probe picks one before
 * the first paint, so a new shopper sees the empty state at once and a returning one a loading
 * state, never a false 'empty'. Rendered in the browser (not hydrated) it checks storage itself.
 */
export function PendingCart({ empty, loading }: PendingCartProps) {
  const stored = useSyncExternalStore(noSubscription, storedNow, unknownOnServer);
  return (
    <div className="group" data-stored={stored ? '' : undefined} suppressHydrationWarning>
      {/* A constant script; the CSP allows it by its hash, like React Router's own. */}
      <script dangerouslySetInnerHTML={{ __html: storedCartProbe }} />
      {stored !== true ? <div className="group-data-[stored]:hidden">{empty}</div> : null}
      {stored !== false ? <div className="hidden group-data-[stored]:block">{loading}</div> : null}
    </div>
  );
}
