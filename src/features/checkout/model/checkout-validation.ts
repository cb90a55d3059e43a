/**
 * What Place Order hands over, cleaned by the address schema. Loaded on demand (see
 * ../components/checkout-flow.tsx) so zod stays off the checkout page's first load.
 */
import { type AddressValues, addressSchema, cardLast4 } from './checkout-schemas';
import type { CheckoutDraft } from './checkout-draft';
import type { OrderDetails } from './orders';

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
