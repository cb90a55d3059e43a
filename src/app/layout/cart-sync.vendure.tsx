/**
 * The cart as Vendure's active order. The browser's cart stays the one the pages read (kept over
 * reloads, usable offline); each change is sent to the session's active order, a moment after the
 * last one. On opening the shop and on signing in, the session's active order (for a customer, the
 * one started in another browser, merged by Vendure with the guest's) joins the browser's cart
 * first: nothing is sent before that. When the server cannot be reached the cart is kept and says
 * it will sync; it does when the browser is back online or at the next change. A signed-in
 * shopper whose session the server no longer knows is signed out there and then ('Session
 * Expired'), the cart kept.
 */
import { useEffect, useRef } from 'react';
import { activeOrderLines, setActiveOrderLines } from '@/data/services/vendure/active-order';
import { isSessionExpired } from '@/data/services/service-errors';
import { expireSession } from '@/features/auth/expire-session';
import { useAuth } from '@/features/auth/use-auth';
import { cartStore } from '@/features/cart/cart-store';
import { cartReducer, type CartState } from '@/features/cart/model/cart-reducer';
import { selectLine } from '@/features/cart/model/cart-selectors';
import { notify } from '@/lib/toast';
import * as words from 'virtual:lumina-messages/orderRefusals';

/** The browser's cart with the active order's lines it lacks added (a line in both keeps its own). */
function withRemote(state: CartState, remote: Awaited<ReturnType<typeof activeOrderLines>>): CartState {
  return remote.reduce(
    (s, line) => (selectLine(s, line) ? s : cartReducer(s, { type: 'add', ...line })),
    state,
  );
}

export function CartSync() {
  const { user } = useAuth();
  const signedIn = user !== null;
  // What the active order was last set to; null until the session's order has been read.
  const sent = useRef<string | null>(null);
  const push = useRef<() => void>(() => {});
  const pull = useRef<() => void>(() => {});
  const pulled = useRef<'pending' | 'failed' | 'done'>('pending');
  // A change made while the session's order was still being read: told if that read fails.
  const waiting = useRef(false);
  const tell = useRef<() => void>(() => {});

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let told = false;
    // The cart as this page found it: a page opened while the server is down says nothing until
    // the shopper changes the cart.
    let found: string | null = null;
    const unsynced = (text: string) => {
      if (told || text === found) return;
      notify({ title: words.cartNotSyncedTitle, description: words.cartNotSyncedDescription });
      told = true;
    };
    const send = () => {
      if (!cartStore.isLoaded()) return;
      const { lines } = cartStore.get();
      const text = JSON.stringify(lines);
      if (sent.current === null) {
        // The session's order could not be read yet: read it (it sends the cart once it has).
        waiting.current = pulled.current === 'pending';
        if (pulled.current === 'failed') {
          unsynced(text);
          pull.current();
        }
        return;
      }
      if (text === sent.current) return;
      setActiveOrderLines(lines, () => {}).then(
        () => {
          sent.current = text;
          told = false;
        },
        () => unsynced(text),
      );
    };
    tell.current = () => {
      if (cartStore.isLoaded()) unsynced(JSON.stringify(cartStore.get().lines));
    };
    push.current = () => {
      clearTimeout(timer);
      timer = setTimeout(send, 400);
    };
    // Taken when the cart is first known, before a change can be sent. A change made before the
    // stored cart was read is in it by then: that cart is not the one the page found.
    let changedEarly = false;
    const seen = () => {
      if (found === null && cartStore.isLoaded())
        found = changedEarly ? '' : JSON.stringify(cartStore.get().lines);
    };
    seen();
    const off = cartStore.subscribe(() => {
      if (!cartStore.isLoaded()) changedEarly = true;
      seen();
      push.current();
    });
    // Back online: the session's order is read first if it could not be yet, else the cart is sent.
    const online = () => (sent.current === null ? pull.current() : push.current());
    window.addEventListener('online', online);
    return () => {
      off();
      window.removeEventListener('online', online);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    let current = true;
    pull.current = () =>
      void activeOrderLines(signedIn).then(
        (remote) => {
          if (!current) return;
          pulled.current = 'done';
          // An empty cart on both sides is left alone: no order is started for it.
          if (sent.current === null) sent.current = JSON.stringify(remote);
          if (remote.length) cartStore.update((state) => withRemote(state, remote));
          push.current();
        },
        (error: unknown) => {
          if (!current) return;
          // Signed out: this runs again for the guest's session.
          if (isSessionExpired(error)) return expireSession();
          pulled.current = 'failed';
          if (waiting.current) tell.current();
          waiting.current = false;
        },
      );
    pull.current();
    return () => {
      current = false;
    };
  }, [signedIn]);
  return null;
}
