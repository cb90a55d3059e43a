/** The address and card the checkout's tests enter. Source code never imports this file. */
import type { OptionValue } from '@/domain/option-values';
import type { ImageAsset } from '@/domain/types';
import type { CheckoutItem } from '@/features/checkout/components/checkout-flow';
import type { AddressForm, PaymentForm } from '@/features/checkout/model/checkout-text';
import { emptyPayment } from '@/features/checkout/model/checkout-text';

/** A complete, valid address (shipping or billing). */
export const address: AddressForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '555-0100',
  address1: '1 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  country: 'US',
};

/** A card payment with every card field filled in (billing same as shipping, not saved). */
export const card: PaymentForm = {
  ...emptyPayment,
  cardNumber: '4242 4242 4242 4242',
  expiryDate: '12/30',
  cvv: '123',
  nameOnCard: 'Ada Lovelace',
};

/**
 * A cart line as the checkout takes it (the shape the cart's resolved lines have): a product at its
 * price, or, with `variant`, that variant with its option values and price.
 */
export function checkoutItem(
  product: { id: string; name: string; price: number; images?: ImageAsset[] },
  quantity: number,
  variant?: { id: string; options: OptionValue[]; price?: number },
): CheckoutItem {
  const price = variant?.price ?? product.price;
  return {
    key: variant ? `${product.id}\u0000${variant.id}` : product.id,
    product,
    variant,
    options: variant?.options ?? [],
    price,
    image: product.images?.[0],
    quantity,
    lineTotal: price * quantity,
  };
}
