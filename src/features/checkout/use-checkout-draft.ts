import { useStore } from '@/lib/create-store';
import { checkoutDraftStore } from './checkout-draft-store';
import type { CheckoutDraft } from './model/checkout-draft';

/** The checkout in progress and a function to change it (see checkout-draft-store). */
export function useCheckoutDraft(): [CheckoutDraft, typeof checkoutDraftStore.update] {
  return [useStore(checkoutDraftStore), checkoutDraftStore.update];
}
