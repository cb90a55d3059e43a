/**
 * The checkout in progress: the current step and everything entered so far. Kept in memory only
 * (docs/shop-rules.md, Checkout): never in storage or the URL. Pure functions over plain data.
 */
import type { DeliveryMethod } from '@/domain/delivery';
import { type AddressForm, cardFields, emptyAddress, emptyPayment, type PaymentForm } from './checkout-text';
import type { ShippingPrefill } from './shipping-prefill';
import * as words from 'virtual:lumina-messages/checkoutForm';

export const checkoutSteps = ['shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const stepLabels: Readonly<Record<CheckoutStep, string>> = {
  shipping: words.stepShipping,
  payment: words.stepPayment,
  review: words.stepReview,
};

export interface CheckoutDraft {
  step: CheckoutStep;
  shipping: AddressForm;
  /** How the order is delivered: Standard unless the shopper picks a faster method. */
  delivery: DeliveryMethod;
  payment: PaymentForm;
  /** Used only when payment.billingSameAsShipping is off. */
  billing: AddressForm;
  termsAccepted: boolean;
  /** The user whose profile was filled into blank shipping fields (once per user). */
  prefilledFor: string | null;
}

export const initialDraft: CheckoutDraft = Object.freeze({
  step: 'shipping',
  shipping: emptyAddress,
  delivery: 'standard',
  payment: emptyPayment,
  billing: emptyAddress,
  termsAccepted: false,
  prefilledFor: null,
});

export function stepNumber(step: CheckoutStep): number {
  return checkoutSteps.indexOf(step) + 1;
}

export function nextStep(step: CheckoutStep): CheckoutStep {
  return checkoutSteps[Math.min(checkoutSteps.indexOf(step) + 1, checkoutSteps.length - 1)] ?? step;
}

export function previousStep(step: CheckoutStep): CheckoutStep {
  return checkoutSteps[Math.max(checkoutSteps.indexOf(step) - 1, 0)] ?? step;
}

/** The card fields blanked: what the payment keeps once an order is placed. */
export function withoutCardDetails(payment: PaymentForm): PaymentForm {
  return { ...payment, cardNumber: '', expiryDate: '', cvv: '', nameOnCard: '', savePaymentMethod: false };
}

/**
 * After an order: the card details are dropped, terms unticked, back to the first step and to
 * Standard delivery (a faster method costs extra, so it is chosen each time). The addresses and
 * the chosen payment type stay for a next order in this session.
 */
export function draftAfterOrder(draft: CheckoutDraft): CheckoutDraft {
  return {
    ...draft,
    step: 'shipping',
    delivery: 'standard',
    payment: withoutCardDetails(draft.payment),
    termsAccepted: false,
  };
}

/** Fills the signed-in shopper's details into blank shipping fields, once per user. */
export function prefillShipping(draft: CheckoutDraft, prefill: ShippingPrefill): CheckoutDraft {
  if (draft.prefilledFor === prefill.id) return draft;
  const shipping = { ...draft.shipping };
  for (const [key, value] of Object.entries(prefill.values) as [keyof AddressForm, string | undefined][]) {
    if (value && (shipping[key] ?? '').trim() === '') shipping[key] = value;
  }
  return { ...draft, shipping, prefilledFor: prefill.id };
}

export const addressFields = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address1',
  'address2',
  'city',
  'state',
  'zipCode',
  'country',
] as const satisfies readonly (keyof AddressForm)[];
export type AddressField = (typeof addressFields)[number];

export { cardFields };
export type CardField = (typeof cardFields)[number];

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first field, in form order, that has an error. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((field) => errors[field] !== undefined);
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.keys(errors).length > 0;
}
