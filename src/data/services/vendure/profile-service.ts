/**
 * The signed-in customer's details on Vendure: name and phone through `updateCustomer`, the postal
 * details as the customer's default shipping address (created the first time, in the shop's
 * country), in one request. Closing the account is `closeActiveCustomerAccount`, a Shop API
 * mutation the server of `npm run vendure` adds (vendure/close-account-plugin.mjs). The e-mail
 * address is the sign-in: Vendure changes it only with the password, so a changed address is
 * refused before anything is sent.
 */
import type { ProfileChange, User } from '@/domain/types';
import { EmailChangeRefused, SessionExpired } from '../service-errors';
import { customerName, defaultAddressFields, type VendureAddress } from './customer';
import { ShopApiError, shopApi } from './shop-api';

/** Sends an operation; a session the server no longer knows (FORBIDDEN) is SessionExpired. */
async function asCustomer<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  try {
    return await shopApi<T>(document, variables);
  } catch (error) {
    if (error instanceof ShopApiError && error.code === 'FORBIDDEN') throw new SessionExpired();
    throw error;
  }
}

async function defaultAddressId(): Promise<string | undefined> {
  const { activeCustomer } = await asCustomer<{ activeCustomer: { addresses: VendureAddress[] } | null }>(
    `query { activeCustomer { addresses { ${defaultAddressFields} } } }`,
  );
  if (!activeCustomer) throw new SessionExpired();
  return activeCustomer.addresses.find((a) => a.defaultShippingAddress)?.id;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function saveProfile(user: User, change: ProfileChange): Promise<void> {
  const next = { ...user, ...change };
  if (!sameEmail(next.email, user.email)) throw new EmailChangeRefused();
  const address = {
    streetLine1: next.address ?? '',
    city: next.city ?? '',
    province: next.state ?? '',
    postalCode: next.zipCode ?? '',
  };
  const id = await defaultAddressId();
  // No address yet and none given: none is made.
  const addressStep = id
    ? 'updateCustomerAddress(input: { id: $id, streetLine1: $streetLine1, city: $city, province: $province, postalCode: $postalCode }) { id }'
    : Object.values(address).some(Boolean)
      ? 'createCustomerAddress(input: { streetLine1: $streetLine1, city: $city, province: $province, postalCode: $postalCode, countryCode: "US", defaultShippingAddress: true, defaultBillingAddress: true }) { id }'
      : '';
  const addressVariables = addressStep
    ? ', $streetLine1: String!, $city: String!, $province: String!, $postalCode: String!'
    : '';
  await asCustomer(
    `mutation ($input: UpdateCustomerInput!${id ? ', $id: ID!' : ''}${addressVariables}) {
      updateCustomer(input: $input) { id }
      ${addressStep}
    }`,
    { input: { ...customerName(next.name), phoneNumber: next.phone ?? '' }, id, ...address },
  );
}

export async function closeAccount(): Promise<void> {
  await asCustomer('mutation { closeActiveCustomerAccount }');
}
