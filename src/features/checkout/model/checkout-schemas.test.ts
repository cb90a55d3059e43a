import { describe, expect, test } from 'vitest';
import { address } from '@/testing/checkout-fixtures';
import {
  addressSchema,
  cardLast4,
  emptyAddress,
  missingInformationMessage,
  paymentRequiredMessage,
  paymentSchema,
  reviewStepSchema,
  termsRequiredMessage,
} from './checkout-schemas';

function firstErrors(
  schema: typeof addressSchema | typeof paymentSchema,
  values: unknown,
): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('shipping and billing address', () => {
  test('every required field has its own message', () => {
    expect(firstErrors(addressSchema, emptyAddress)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      address1: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zipCode: 'ZIP code is required',
    });
  });

  test('blank means whitespace too; email must be shaped', () => {
    expect(firstErrors(addressSchema, { ...address, city: '   ', email: 'ada@example' })).toEqual({
      city: 'City is required',
      email: 'Email is invalid',
    });
  });

  test('address2 is optional and country defaults to US', () => {
    const { address2: _omit, country: _c, ...rest } = address;
    expect(addressSchema.parse(rest)).toEqual({ ...rest, country: 'US' });
    expect(addressSchema.parse({ ...address, country: '' }).country).toBe('US');
    expect(addressSchema.parse({ ...address, country: 'CA' }).country).toBe('CA');
  });
});

describe('payment', () => {
  test('card needs every card field, with no format check', () => {
    expect(firstErrors(paymentSchema, { type: 'card' })).toEqual({
      cardNumber: 'Card number is required',
      expiryDate: 'Expiry date is required',
      cvv: 'CVV is required',
      nameOnCard: 'Name on card is required',
    });
    expect(
      firstErrors(paymentSchema, {
        type: 'card',
        cardNumber: 'abc',
        expiryDate: '99/99',
        cvv: '1',
        nameOnCard: 'A',
      }),
    ).toEqual({});
  });

  test('PayPal and Apple Pay need nothing; flags default', () => {
    expect(paymentSchema.parse({ type: 'paypal' })).toEqual({
      type: 'paypal',
      cardNumber: '',
      expiryDate: '',
      cvv: '',
      nameOnCard: '',
      billingSameAsShipping: true,
      savePaymentMethod: false,
      savedCard: null,
    });
    expect(paymentSchema.safeParse({ type: 'apple_pay' }).success).toBe(true);
    expect(paymentSchema.safeParse({ type: 'bitcoin' }).success).toBe(false);
  });
});

test('toasts are the texts of the shop rules', () => {
  expect(missingInformationMessage).toEqual({
    title: 'Missing Information',
    description: 'Please fill in all required fields',
  });
  expect(paymentRequiredMessage).toEqual({
    title: 'Payment Information Required',
    description: 'Please complete all payment fields',
  });
  expect(termsRequiredMessage).toEqual({
    title: 'Terms Required',
    description: 'Please accept the terms and conditions',
  });
});

test('cardLast4 keeps only the last four digits', () => {
  expect(cardLast4('4242 4242 4242 4242')).toBe('4242');
  expect(cardLast4('5555-5555-5555-1234')).toBe('1234');
  expect(cardLast4('12')).toBe('12');
  expect(cardLast4('abc')).toBe('');
});

test('Place Order needs the terms accepted, with the toast text as the inline message', () => {
  const refused = reviewStepSchema.safeParse({ termsAccepted: false });
  expect(refused.error?.issues[0]?.message).toBe('Please accept the terms and conditions');
  expect(reviewStepSchema.safeParse({ termsAccepted: true }).success).toBe(true);
});
