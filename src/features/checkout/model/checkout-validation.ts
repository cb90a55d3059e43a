/**
 * The checkout's step checks, over the zod schemas. Loaded on demand (see ../validation-loader) so
 * zod stays off the checkout page's first load; everything here is pure.
 */
import {
  type AddressField,
  addressFields,
  type CardField,
  cardFields,
  type CheckoutDraft,
  type FieldErrors,
  hasErrors,
} from './checkout-draft';
import {
  type AddressValues,
  addressSchema,
  cardLast4,
  missingInformationMessage,
  paymentRequiredMessage,
  type PaymentValues,
  paymentSchema,
} from './checkout-schemas';
import { emailMessages } from '@/domain/email';
import type { ToastText } from '@/domain/toast-text';
import type { OrderDetails } from './orders';

function collectErrors<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (fields as readonly string[]).includes(key)) {
      errors[key as K] ??= issue.message;
    }
  }
  return errors;
}

/** Each invalid address field with its own message (the schema's). */
export function addressErrors(values: AddressValues): FieldErrors<AddressField> {
  const result = addressSchema.safeParse(values);
  return result.success ? {} : collectErrors(result.error.issues, addressFields);
}

/** Each missing card field with its own message (card payments only). */
export function cardErrors(values: PaymentValues): FieldErrors<CardField> {
  const result = paymentSchema.safeParse(values);
  return result.success ? {} : collectErrors(result.error.issues, cardFields);
}

/**
 * The toast for an address with these errors: 'Missing Information' when a required
 * field is blank. A filled but malformed email is not missing information: its inline message
 * ('Email is invalid') says what is wrong, with no toast.
 */
export function addressToast(errors: FieldErrors<AddressField>): ToastText | null {
  return Object.values(errors).some((message) => message !== emailMessages.invalid)
    ? missingInformationMessage
    : null;
}

export interface PaymentStepCheck {
  card: FieldErrors<CardField>;
  billing: FieldErrors<AddressField>;
  /** The toast to raise, or null when the step is complete. */
  toast: ToastText | null;
}

/**
 * The Payment step: for card payments, the card fields and, when billing differs from shipping,
 * the billing address (PayPal and Apple Pay need nothing). Missing card fields raise the
 * payment toast; otherwise a missing billing field raises 'Missing Information' (see addressToast).
 */
export function checkPaymentStep(payment: PaymentValues, billing: AddressValues): PaymentStepCheck {
  const card = cardErrors(payment);
  const billingResult =
    payment.type === 'card' && !payment.billingSameAsShipping ? addressErrors(billing) : {};
  const toast = hasErrors(card) ? paymentRequiredMessage : addressToast(billingResult);
  return { card, billing: billingResult, toast };
}

function cleanAddress(address: AddressValues): AddressValues {
  const parsed = addressSchema.safeParse(address);
  return parsed.success ? { ...parsed.data, address2: parsed.data.address2 ?? '' } : { ...address };
}

/**
 * What Place Order hands over: the trimmed addresses, the delivery method, the payment type and,
 * for a card, only its last 4 digits. The card number, expiry, CVV and name on card never leave the draft.
 */
export function orderDetailsFrom(draft: CheckoutDraft): OrderDetails {
  const { payment } = draft;
  if (payment.type !== 'card') {
    return {
      shipTo: cleanAddress(draft.shipping),
      delivery: draft.delivery,
      payment: { type: payment.type },
      saveCardLast4: null,
    };
  }
  const last4 = payment.savedCard ?? cardLast4(payment.cardNumber);
  const details: OrderDetails = {
    shipTo: cleanAddress(draft.shipping),
    delivery: draft.delivery,
    payment: last4 ? { type: 'card', last4 } : { type: 'card' },
    // Paying with the saved card keeps it saved.
    saveCardLast4: (payment.savePaymentMethod || payment.savedCard) && last4 ? last4 : null,
  };
  if (!payment.billingSameAsShipping) details.billTo = cleanAddress(draft.billing);
  return details;
}
