/** A signed-in shopper's details, filled into the blank fields of the checkout's shipping step. */
import type { User } from '@/domain/types';
import type { AddressForm } from './checkout-text';

/** The signed-in shopper's details to fill into blank shipping fields. */
export interface ShippingPrefill {
  /** Whose details these are: each user's details are filled in once per draft. */
  id: string;
  values: Partial<AddressForm>;
}

/** 'Demo User' -> first 'Demo', last 'User'; profile phone, address, city, state and ZIP when set. */
export function shippingPrefillFor(user: User): ShippingPrefill {
  const [first = '', ...rest] = user.name.trim().split(/\s+/u);
  const values: Partial<AddressForm> = {
    firstName: first,
    lastName: rest.join(' '),
    email: user.email,
    phone: user.phone ?? '',
    address1: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
  };
  return { id: user.id, values };
}
