/**
 * Simulated authentication service. Only the demo account signs in; registration accepts any valid
 * input. Each call takes `delays.authMs` like a network round trip would. A real backend replaces
 * these functions; the callers only see the promise.
 */
import { delays, shop } from '@/config/shop';
import type { AuthService } from './contracts';
import type { User } from '@/domain/types';
import { sleep } from '@/lib/sleep';

function demoUser(): User {
  const { id, name, email, avatar } = shop.demoAccount;
  return { id, name, email, avatar };
}

/** Resolves with the user, or null for wrong credentials. */
export async function signIn(email: string, password: string): Promise<User | null> {
  await sleep(delays.authMs);
  const matches =
    email.trim().toLowerCase() === shop.demoAccount.email.toLowerCase() &&
    password === shop.demoAccount.password;
  return matches ? demoUser() : null;
}

export async function signUp(input: { name: string; email: string; password: string }): Promise<User> {
  await sleep(delays.authMs);
  return {
    id: `u-${Date.now().toString(36)}`,
    name: input.name.trim(),
    email: input.email.trim(),
    avatar: shop.demoAccount.avatar,
  };
}

/** Nothing to end: the simulated session lives only in the browser's storage. */
export async function signOut(): Promise<void> {}

/** Simulated password-reset request: always resolves, so it never reveals whether an account exists. */
export async function requestPasswordReset(_email: string): Promise<void> {
  await sleep(delays.authMs);
}

/** No reset e-mail is sent locally, so there is no link to set a new password with. */
export const resetPassword: AuthService['resetPassword'] = undefined;
