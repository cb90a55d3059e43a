/**
 * Sign-in, registration, sign-out and password reset against Vendure's customers. A new account
 * signs in at once (the server of `npm run vendure` needs no e-mail verification). The password is
 * sent to Vendure and never kept: the session is Vendure's token (shop-api.ts).
 */
import type { User } from '@/domain/types';
import { asUser, customerFields, customerName, type VendureCustomer } from './customer';
import { ResetLinkRefused } from '../service-errors';
import { type ErrorResult, forgetSession, shopApi, unwrap } from './shop-api';

async function activeCustomer(): Promise<User> {
  const { activeCustomer: customer } = await shopApi<{ activeCustomer: VendureCustomer | null }>(
    `query { activeCustomer { ${customerFields} } }`,
  );
  if (!customer) throw new Error('signed in without a customer');
  return asUser(customer);
}

export async function signIn(email: string, password: string): Promise<User | null> {
  const { login } = await shopApi<{ login: { __typename: string } | ErrorResult }>(
    `mutation ($email: String!, $password: String!) {
      login(username: $email, password: $password, rememberMe: true) {
        __typename ... on ErrorResult { errorCode message }
      }
    }`,
    { email: email.trim(), password },
  );
  if (login.__typename !== 'CurrentUser') return null;
  return activeCustomer();
}

export async function signUp(input: { name: string; email: string; password: string }): Promise<User> {
  const { registerCustomerAccount } = await shopApi<{
    registerCustomerAccount: { __typename: string } | ErrorResult;
  }>(
    `mutation ($input: RegisterCustomerInput!) {
      registerCustomerAccount(input: $input) { __typename ... on ErrorResult { errorCode message } }
    }`,
    {
      input: {
        ...customerName(input.name),
        emailAddress: input.email.trim(),
        password: input.password,
      },
    },
  );
  unwrap(registerCustomerAccount);
  const user = await signIn(input.email, input.password);
  if (!user) throw new Error('registered but not signed in');
  return user;
}

export async function signOut(): Promise<void> {
  try {
    await shopApi('mutation { logout { success } }');
  } catch {
    // Signed out on this side all the same: the server forgets the session when it expires.
  }
  forgetSession();
}

export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await shopApi(
      'mutation ($email: String!) { requestPasswordReset(emailAddress: $email) { __typename } }',
      { email: email.trim() },
    );
  } catch {
    // Answered alike whatever happened, so that it never tells whether an account exists.
  }
}

/**
 * The link of Vendure's reset e-mail carries a token (vendure/reset-mail-plugin.mjs writes it for
 * the local server): with it the new password is set and the customer signed in. A token Vendure
 * does not take (unknown, used or expired) is ResetLinkRefused; a password it does not accept is
 * refused the same way, as the form has checked the shop's own rules already.
 */
export async function resetPassword(token: string, password: string): Promise<User> {
  const { resetPassword: result } = await shopApi<{ resetPassword: { __typename: string } | ErrorResult }>(
    `mutation ($token: String!, $password: String!) {
      resetPassword(token: $token, password: $password) {
        __typename ... on ErrorResult { errorCode message }
      }
    }`,
    { token, password },
  );
  if (result.__typename !== 'CurrentUser') throw new ResetLinkRefused();
  return activeCustomer();
}
