/**
 * Checkout forms (spec sections 3-5; decisions.md "Checkout"). Each missing field gets its own
 * inline message; the step toasts are the spec's, kept exactly. No card format checks (spec).
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/domain/form-fields';
import type { ToastText } from '@/domain/toast-text';

export const addressMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  phone: 'Phone number is required',
  address1: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'ZIP code is required',
} as const;

/** Shipping address; the billing form has the same fields and rules. */
export const addressSchema = z.object({
  firstName: requiredText(addressMessages.firstName),
  lastName: requiredText(addressMessages.lastName),
  email: emailField(),
  phone: requiredText(addressMessages.phone),
  address1: requiredText(addressMessages.address1),
  address2: optionalText(),
  city: requiredText(addressMessages.city),
  state: requiredText(addressMessages.state),
  zipCode: requiredText(addressMessages.zipCode),
  /** Marked required in the UI but not checked (spec); blank or missing becomes 'US'. */
  country: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : 'US')),
});
export const shippingSchema = addressSchema;
export const billingSchema = addressSchema;
export type AddressInput = z.input<typeof addressSchema>;
export type AddressValues = z.output<typeof addressSchema>;

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'US',
};

export const paymentTypes = ['card', 'paypal', 'apple_pay'] as const;
export type PaymentType = (typeof paymentTypes)[number];

export const paymentTypeLabels: Readonly<Record<PaymentType, string>> = {
  card: 'Credit Card',
  paypal: 'PayPal',
  apple_pay: 'Apple Pay',
};

export const paymentMessages = {
  cardNumber: 'Card number is required',
  expiryDate: 'Expiry date is required',
  cvv: 'CVV is required',
  nameOnCard: 'Name on card is required',
} as const;

const cardFields = ['cardNumber', 'expiryDate', 'cvv', 'nameOnCard'] as const;

/** Card fields are required only when type is 'card'; PayPal and Apple Pay need nothing. */
export const paymentSchema = z
  .object({
    type: z.enum(paymentTypes).default('card'),
    cardNumber: z.string().default(''),
    expiryDate: z.string().default(''),
    cvv: z.string().default(''),
    nameOnCard: z.string().default(''),
    billingSameAsShipping: z.boolean().default(true),
    savePaymentMethod: z.boolean().default(false),
  })
  .superRefine((payment, ctx) => {
    if (payment.type !== 'card') return;
    for (const field of cardFields) {
      if (payment[field].trim() === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: paymentMessages[field] });
      }
    }
  });
export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentValues = z.output<typeof paymentSchema>;

export const emptyPayment: PaymentValues = {
  type: 'card',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
  billingSameAsShipping: true,
  savePaymentMethod: false,
};

export const missingInformationMessage: ToastText = {
  title: 'Missing Information',
  description: 'Please fill in all required fields',
};

export const paymentRequiredMessage: ToastText = {
  title: 'Payment Information Required',
  description: 'Please complete all payment fields',
};

export const termsRequiredMessage: ToastText = {
  title: 'Terms Required',
  description: 'Please accept the terms and conditions',
};

export function orderPlacedMessage(orderNumber: string): ToastText {
  return { title: 'Order placed!', description: `Your order ${orderNumber} has been placed.` };
}

/** The digits of a card number, last 4 only ('4242 4242 4242 4242' -> '4242'); fewer when shorter. */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/gu, '').slice(-4);
}
