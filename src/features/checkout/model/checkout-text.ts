/**
 * The checkout's words (messages/'s) and empty values, without the validators: the step toasts (docs/shop-rules.md,
 * Checkout, exactly), the inline messages, payment type labels and blank forms. Kept apart from
 * checkout-schemas.ts so the checkout page can render before zod is loaded.
 */
import type { PostalAddress } from '@/domain/postal-address';
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/checkout';

export const addressMessages = {
  firstName: words.firstNameRequired,
  lastName: words.lastNameRequired,
  phone: words.phoneRequired,
  address1: words.address1Required,
  city: words.cityRequired,
  state: words.stateRequired,
  zipCode: words.zipCodeRequired,
} as const;

/** A shipping or billing address as the form holds it (src/domain/postal-address.ts). */
export type AddressForm = PostalAddress;

export const emptyAddress: AddressForm = {
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
  card: words.paymentCard,
  paypal: words.paymentPaypal,
  apple_pay: words.paymentApplePay,
};

export const paymentMessages = {
  cardNumber: words.cardNumberRequired,
  expiryDate: words.expiryDateRequired,
  cvv: words.cvvRequired,
  nameOnCard: words.nameOnCardRequired,
} as const;

export const cardFields = ['cardNumber', 'expiryDate', 'cvv', 'nameOnCard'] as const;

/** The payment step as the form holds it. */
export interface PaymentForm {
  type: PaymentType;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  nameOnCard: string;
  billingSameAsShipping: boolean;
  savePaymentMethod: boolean;
  /**
   * The last 4 digits of the card saved earlier in this visit when the shopper pays with it (no
   * card fields then), or null for a new card. The saved card's full number and CVV were never kept.
   */
  savedCard: string | null;
}

export const emptyPayment: PaymentForm = {
  type: 'card',
  cardNumber: '',
  expiryDate: '',
  cvv: '',
  nameOnCard: '',
  billingSameAsShipping: true,
  savePaymentMethod: false,
  savedCard: null,
};

export const missingInformationMessage: ToastText = {
  title: words.missingInformationTitle,
  description: words.missingInformationDescription,
};

export const paymentRequiredMessage: ToastText = {
  title: words.paymentRequiredTitle,
  description: words.paymentRequiredDescription,
};

export const termsRequiredMessage: ToastText = {
  title: words.termsRequiredTitle,
  description: words.termsRequiredDescription,
};

/** The shop's own: the order service failed (order-refusal-text.ts says which failures say more). */
export const orderFailedMessage: ToastText = {
  title: words.orderFailedTitle,
  description: words.orderFailedDescription,
};

/** The shop's own: the form's checks could not be loaded (offline); the next try loads again. */
export const checkoutUnavailableMessage: ToastText = {
  title: words.unavailableTitle,
  description: words.unavailableDescription,
};

/** The digits of a card number, last 4 only ('4242 4242 4242 4242' -> '4242'); fewer when shorter. */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/gu, '').slice(-4);
}

/**
 * Typing help for the expiry field (numeric keyboards have no '/'): 3 to 6 digits typed without a
 * slash get one after the month ('1230' -> '12/30'). Anything else is kept as typed (no format
 * check, docs/shop-rules.md, Checkout).
 */
export function formatExpiryInput(raw: string): string {
  return /^\d{3,6}$/u.test(raw) ? `${raw.slice(0, 2)}/${raw.slice(2)}` : raw;
}
