import { expect, test } from 'vitest';
import { address as filledAddress, card } from '@/testing/checkout-fixtures';
import {
  type AddressField,
  addressFields,
  cardFields,
  firstInvalid,
  initialDraft,
  type CheckoutDraft,
} from './checkout-draft';
import {
  addressSchema,
  emptyAddress,
  emptyPayment,
  paymentStepSchema,
  type PaymentValues,
} from './checkout-schemas';
import type { AddressForm } from './checkout-text';
import { orderDetailsFrom } from './checkout-validation';
import { addressToast, paymentStepToast } from './step-toasts';

const address = { ...filledAddress, firstName: ' Ada ' };

/** Each field's first message, in form order, as the step forms show them. */
function errorsOf<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly K[],
  prefix = '',
): Partial<Record<K, string>> {
  const byPath = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (!byPath.has(path)) byPath.set(path, issue.message);
  }
  const errors: Partial<Record<K, string>> = {};
  for (const field of fields) {
    const message = byPath.get(prefix + field);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** The Shipping step's inline errors (its schema's). */
function addressErrors(values: AddressForm): Partial<Record<AddressField, string>> {
  const result = addressSchema.safeParse(values);
  return result.success ? {} : errorsOf(result.error.issues, addressFields);
}

/** The Payment step's inline errors and toast (its schema's). */
function checkPaymentStep(payment: PaymentValues, billing: AddressForm) {
  const result = paymentStepSchema.safeParse({ ...payment, billing });
  const issues = result.success ? [] : result.error.issues;
  const cardErrors = errorsOf(issues, cardFields);
  const billingErrors = errorsOf(issues, addressFields, 'billing.');
  return { card: cardErrors, billing: billingErrors, toast: paymentStepToast(cardErrors, billingErrors) };
}

test('address errors follow form order; the first invalid field is found', () => {
  const errors = addressErrors({ ...emptyAddress, firstName: 'Ada', city: 'X' });
  expect(Object.keys(errors)).toEqual(['lastName', 'email', 'phone', 'address1', 'state', 'zipCode']);
  expect(firstInvalid(addressFields, errors)).toBe('lastName');
  expect(addressErrors(address)).toEqual({});
});

test('payment step: card fields raise the payment toast; PayPal needs nothing', () => {
  const missingCard = checkPaymentStep(emptyPayment, emptyAddress);
  expect(missingCard.toast?.title).toBe('Payment Information Required');
  expect(Object.keys(missingCard.card)).toEqual(['cardNumber', 'expiryDate', 'cvv', 'nameOnCard']);
  expect(missingCard.billing).toEqual({});

  expect(checkPaymentStep({ ...emptyPayment, type: 'paypal' }, emptyAddress).toast).toBeNull();
  expect(checkPaymentStep(card, emptyAddress).toast).toBeNull();
});

test('payment step: a separate billing address is checked like shipping', () => {
  const result = checkPaymentStep({ ...card, billingSameAsShipping: false }, emptyAddress);
  expect(result.toast).toEqual({
    title: 'Missing Information',
    description: 'Please fill in all required fields',
  });
  expect(result.billing.firstName).toBe('First name is required');
  expect(checkPaymentStep({ ...card, billingSameAsShipping: false }, address).toast).toBeNull();
  // Billing is a card concern: PayPal ignores the flag.
  expect(
    checkPaymentStep({ ...emptyPayment, type: 'apple_pay', billingSameAsShipping: false }, emptyAddress)
      .toast,
  ).toBeNull();
});

test('order details keep the delivery method and the card last 4 only, never the card secrets', () => {
  const draft: CheckoutDraft = {
    ...initialDraft,
    step: 'review',
    delivery: 'express',
    shipping: address,
    payment: { ...card, savePaymentMethod: true, billingSameAsShipping: false },
    billing: { ...address, firstName: 'Bill' },
    termsAccepted: true,
  };
  const details = orderDetailsFrom(draft);
  expect(details.payment).toEqual({ type: 'card', last4: '4242' });
  expect(details.saveCardLast4).toBe('4242');
  expect(details.shipTo.firstName).toBe('Ada');
  expect(details.billTo?.firstName).toBe('Bill');
  expect(details.delivery).toBe('express');
  const text = JSON.stringify(details);
  expect(text).not.toContain('4242 4242');
  expect(text).not.toContain('12/30');
  expect(text).not.toContain('"123"');
  expect(text).not.toContain('cvv');

  const paypal = orderDetailsFrom({
    ...draft,
    payment: { ...card, type: 'paypal', savePaymentMethod: true },
  });
  expect(paypal.payment).toEqual({ type: 'paypal' });
  expect(paypal.delivery).toBe('express');
  expect(paypal.saveCardLast4).toBeNull();
  expect(paypal.billTo).toBeUndefined();

  const notSaved = orderDetailsFrom({ ...draft, payment: { ...card } });
  expect(notSaved.saveCardLast4).toBeNull();
  expect(notSaved.billTo).toBeUndefined();
});

test('a malformed email alone is no missing information: inline message, no toast', () => {
  const errors = addressErrors({ ...address, email: 'ada@example' });
  expect(errors).toEqual({ email: 'Email is invalid' });
  expect(addressToast(errors)).toBeNull();
  const withBlank = addressErrors({ ...address, email: 'ada@example', city: ' ' });
  expect(addressToast(withBlank)).toEqual({
    title: 'Missing Information',
    description: 'Please fill in all required fields',
  });
  expect(addressToast(addressErrors({ ...address, email: '' }))?.title).toBe('Missing Information');
  expect(
    checkPaymentStep({ ...card, billingSameAsShipping: false }, { ...address, email: 'a@b' }).toast,
  ).toBeNull();
});

test('paying with the saved card needs no card fields and keeps the card saved', () => {
  const saved = { ...emptyPayment, savedCard: '4242' };
  expect(checkPaymentStep(saved, emptyAddress)).toEqual({ card: {}, billing: {}, toast: null });
  const details = orderDetailsFrom({ ...initialDraft, shipping: address, payment: saved });
  expect(details.payment).toEqual({ type: 'card', last4: '4242' });
  expect(details.saveCardLast4).toBe('4242');
  // Choosing a new card asks for its fields again.
  expect(checkPaymentStep({ ...saved, savedCard: null }, emptyAddress).toast?.title).toBe(
    'Payment Information Required',
  );
});
