/**
 * A Vendure customer as the shop's user and back: the name split into Vendure's first and last
 * name, the phone, and the postal details kept as the customer's default shipping address.
 */
import { shop } from '@/config/shop';
import type { User } from '@/domain/types';

export interface VendureAddress {
  id: string;
  streetLine1: string;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  defaultShippingAddress: boolean;
}

export interface VendureCustomer {
  id: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber?: string | null;
  addresses?: VendureAddress[] | null;
}

export const defaultAddressFields = 'id streetLine1 city province postalCode defaultShippingAddress';
export const customerFields = `id firstName lastName emailAddress phoneNumber addresses { ${defaultAddressFields} }`;

/** The user's name as Vendure's: the first word, then the rest. */
export function customerName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Only the details that are set: an absent one reads 'Not provided' on the profile. */
const given = (entries: Record<string, string | null | undefined>) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value));

export function asUser(c: VendureCustomer): User {
  const address = c.addresses?.find((a) => a.defaultShippingAddress);
  return {
    id: c.id,
    name: [c.firstName, c.lastName].filter(Boolean).join(' '),
    email: c.emailAddress,
    avatar: shop.demoAccount.avatar,
    ...given({
      phone: c.phoneNumber,
      address: address?.streetLine1,
      city: address?.city,
      state: address?.province,
      zipCode: address?.postalCode,
    }),
  };
}
