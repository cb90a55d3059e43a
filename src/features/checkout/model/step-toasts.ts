/**
 * Which toast a failed Next raises, from the step's inline errors. No zod: the steps decide this
 * after their schema (checkout-schemas.ts) has reported the errors.
 */
import type { ToastText } from '@/domain/toast-text';
import type { AddressField, CardField, FieldErrors } from './checkout-draft';
import { hasErrors } from './checkout-draft';
import { missingInformationMessage, paymentRequiredMessage } from './checkout-text';
import * as emailWords from 'virtual:lumina-messages/emailValidation';

/**
 * The toast for an address with these errors: the 'Missing Information' toast (docs/shop-rules.md) when a required
 * field is blank. A filled but malformed email is not missing information: its inline message
 * ('Email is invalid') says what is wrong, with no toast.
 */
export function addressToast(errors: FieldErrors<AddressField>): ToastText | null {
  return Object.values(errors).some((message) => message !== emailWords.invalid)
    ? missingInformationMessage
    : null;
}

/**
 * The Payment step: missing card fields raise the payment toast (docs/shop-rules.md); otherwise a missing
 * billing field raises 'Missing Information' (see addressToast).
 */
export function paymentStepToast(
  card: FieldErrors<CardField>,
  billing: FieldErrors<AddressField>,
): ToastText | null {
  return hasErrors(card) ? paymentRequiredMessage : addressToast(billing);
}
