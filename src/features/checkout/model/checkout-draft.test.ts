import { expect, test } from 'vitest';
import {
  draftAfterOrder,
  initialDraft,
  nextStep,
  prefillShipping,
  previousStep,
  type CheckoutDraft,
} from './checkout-draft';
import { address as filledAddress, card } from '@/testing/checkout-fixtures';
import { emptyAddress, emptyPayment } from './checkout-schemas';
import { formatExpiryInput } from './checkout-text';

const address = { ...filledAddress, firstName: ' Ada ' };

test('steps move forward and back within Shipping, Payment, Review', () => {
  expect(nextStep('shipping')).toBe('payment');
  expect(nextStep('payment')).toBe('review');
  expect(nextStep('review')).toBe('review');
  expect(previousStep('review')).toBe('payment');
  expect(previousStep('shipping')).toBe('shipping');
});

test('after an order the card details, terms, step and delivery method are reset; addresses stay', () => {
  const draft: CheckoutDraft = {
    ...initialDraft,
    step: 'review',
    delivery: 'next_day',
    shipping: address,
    payment: { ...card, savePaymentMethod: true },
    termsAccepted: true,
  };
  const after = draftAfterOrder(draft);
  expect(after.step).toBe('shipping');
  expect(after.termsAccepted).toBe(false);
  expect(after.delivery).toBe('standard');
  expect(after.payment).toEqual({ ...emptyPayment });
  expect(after.shipping).toBe(address);
});

test('prefill fills blank shipping fields once per user', () => {
  const prefill = { id: '1', values: { firstName: 'Demo', lastName: 'User', email: 'demo@example.com' } };
  const typed = { ...initialDraft, shipping: { ...emptyAddress, firstName: 'Ada' } };
  const filled = prefillShipping(typed, prefill);
  expect(filled.shipping).toMatchObject({ firstName: 'Ada', lastName: 'User', email: 'demo@example.com' });
  const cleared = { ...filled, shipping: { ...filled.shipping, email: '' } };
  expect(prefillShipping(cleared, prefill)).toBe(cleared);
});

test('the expiry field gets its slash when typed on a numeric keyboard', () => {
  expect(formatExpiryInput('1')).toBe('1');
  expect(formatExpiryInput('12')).toBe('12');
  expect(formatExpiryInput('123')).toBe('12/3');
  expect(formatExpiryInput('1230')).toBe('12/30');
  expect(formatExpiryInput('122030')).toBe('12/2030');
  expect(formatExpiryInput('12/')).toBe('12/');
  expect(formatExpiryInput('12/30')).toBe('12/30');
  expect(formatExpiryInput('ab')).toBe('ab');
});

test('a new checkout delivers Standard', () => {
  expect(initialDraft.delivery).toBe('standard');
});
