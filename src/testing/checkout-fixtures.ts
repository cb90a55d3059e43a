/** The address and card the checkout's tests enter. Source code never imports this file. */
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
