/**
 * The checkout in progress (a store from lib/create-store.ts), held in this module's memory for the
 * life of the page: it survives moving between steps and leaving to the cart and back, and is gone
 * on reload. It is never written to storage, the URL or the console, and the card details are
 * dropped once the order is placed. The prerendered HTML and hydration see an empty checkout;
 * `reset` forgets everything entered (tests start from a clean checkout).
 */
import { createStore } from '@/lib/create-store';
import { initialDraft } from './model/checkout-draft';

export const checkoutDraftStore = createStore(initialDraft);
