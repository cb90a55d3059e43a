/**
 * The checkout in progress, held in this module's memory for the life of the page: it survives
 * moving between steps and leaving to the cart and back, and is gone on reload. It is never written
 * to storage, the URL or the console, and the card details are dropped once the order is placed.
 */
import { type CheckoutDraft, initialDraft } from './model/checkout-draft';

type Listener = () => void;

let current: CheckoutDraft = initialDraft;
const listeners = new Set<Listener>();

export const checkoutDraftStore = {
  get(): CheckoutDraft {
    return current;
  },
  /** What the prerendered HTML and hydration see: an empty checkout. */
  getServerSnapshot(): CheckoutDraft {
    return initialDraft;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  update(change: (draft: CheckoutDraft) => CheckoutDraft): void {
    const next = change(current);
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  },
  /** Forgets everything entered (tests start from a clean checkout). */
  reset(): void {
    checkoutDraftStore.update(() => initialDraft);
  },
};
