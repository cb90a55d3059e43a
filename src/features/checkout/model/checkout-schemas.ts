/**
 * Checkout forms (docs/shop-rules.md, Checkout). Each missing field gets its own
 * inline message; the step toasts are kept exactly. No card format checks.
 * The words and blank forms live in checkout-text.ts (no zod) and are re-exported here.
 */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/domain/form-fields';
import * as emailWords from 'virtual:lumina-messages/emailValidation';
import {
  type AddressForm,
  addressMessages,
  cardFields,
  type PaymentForm,
  paymentMessages,
  paymentTypes,
  termsRequiredMessage,
} from './checkout-text';

export {
  addressMessages,
  cardLast4,
  checkoutUnavailableMessage,
  emptyAddress,
  emptyPayment,
  missingInformationMessage,
  orderFailedMessage,
  paymentMessages,
  paymentRequiredMessage,
  paymentTypeLabels,
  paymentTypes,
  termsRequiredMessage,
  type PaymentType,
} from './checkout-text';

/** Shipping address; the billing form has the same fields and rules. */
export const addressSchema = z.object({
  firstName: requiredText(addressMessages.firstName),
  lastName: requiredText(addressMessages.lastName),
  email: emailField(emailWords),
  phone: requiredText(addressMessages.phone),
  address1: requiredText(addressMessages.address1),
  address2: optionalText(),
  city: requiredText(addressMessages.city),
  state: requiredText(addressMessages.state),
  zipCode: requiredText(addressMessages.zipCode),
  /** Marked required in the UI but not checked (shop rules); blank or missing becomes 'US'. */
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

const paymentFields = z.object({
  type: z.enum(paymentTypes).default('card'),
  cardNumber: z.string().default(''),
  expiryDate: z.string().default(''),
  cvv: z.string().default(''),
  nameOnCard: z.string().default(''),
  billingSameAsShipping: z.boolean().default(true),
  savePaymentMethod: z.boolean().default(false),
  savedCard: z.string().nullable().default(null),
});

function requireCardFields(payment: z.output<typeof paymentFields>, ctx: z.RefinementCtx): void {
  // A saved card (its last 4 digits) needs no card fields.
  if (payment.type !== 'card' || payment.savedCard) return;
  for (const field of cardFields) {
    if (payment[field].trim() === '') {
      ctx.addIssue({ code: 'custom', path: [field], message: paymentMessages[field] });
    }
  }
}

/** Card fields are required only when type is 'card'; PayPal and Apple Pay need nothing. */
export const paymentSchema = paymentFields.superRefine(requireCardFields);
export type PaymentInput = z.input<typeof paymentSchema>;
export type PaymentValues = z.output<typeof paymentSchema>;

/**
 * The Payment step's form: the payment and, for a card paid with billing not the same as shipping,
 * the billing address, checked like the shipping one (its errors under `billing.<field>`).
 */
export const paymentStepSchema = paymentFields
  .extend({ billing: z.custom<AddressForm>() })
  .superRefine((step, ctx) => {
    requireCardFields(step, ctx);
    if (step.type !== 'card' || step.billingSameAsShipping) return;
    const billing = addressSchema.safeParse(step.billing);
    for (const issue of billing.success ? [] : billing.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['billing', ...issue.path], message: issue.message });
    }
  });
export type PaymentStepInput = z.input<typeof paymentStepSchema>;
export type PaymentStepValues = z.output<typeof paymentStepSchema>;

/** The Review step's form: Place Order needs the terms accepted. */
export const reviewStepSchema = z.object({
  termsAccepted: z.literal(true, { error: termsRequiredMessage.description }),
});
export type ReviewStepValues = z.output<typeof reviewStepSchema>;

// The hand-written form shapes in checkout-text.ts must stay the schemas' output shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const formShapesMatch: [Same<AddressForm, AddressValues>, Same<PaymentForm, PaymentValues>] = [true, true];
void formShapesMatch;
