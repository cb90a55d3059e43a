/**
 * A shipping or billing address as the checkout's form holds it and an order service takes it
 * (country is a region code, 'US' by default).
 */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2?: string | undefined;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}
