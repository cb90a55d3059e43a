/**
 * The signed-in user (a store from lib/create-store.ts). "Remember me" keeps the user in
 * localStorage (key `user`); without it the user lives in sessionStorage and ends with the browser
 * session. Unparseable data is removed. Signing in or out in one tab does the same in the others.
 */
import { signIn, signOut, signUp } from '@/data/services/auth-service';
import type { ToastText } from '@/domain/toast-text';
import type { User } from '@/domain/types';
import { createStore } from '@/lib/create-store';
import { notify } from '@/lib/toast';
import {
  loginErrorMessage,
  loginFailedMessage,
  loginSuccessMessage,
  logoutMessage,
  registrationErrorMessage,
  registrationSuccessMessage,
} from './model/auth-messages';
import { userStorageKey } from './model/user-storage-key';
import type { SignedIn } from './user-persistence';

export type LoginResult = 'ok' | 'invalid' | 'error';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

const signedOut: SignedIn = { user: null, area: 'local' };

export const authStore = createStore(signedOut, {
  keys: [userStorageKey],
  // The user is written first, then the other area cleared: other tabs see one change, never a
  // sign-out in between. Signed out, both areas are cleared.
  write: ({ user, area }) =>
    user
      ? [
          { key: userStorageKey, area, text: JSON.stringify(user) },
          { key: userStorageKey, area: area === 'local' ? 'session' : 'local', text: null },
        ]
      : [
          { key: userStorageKey, area: 'local', text: null },
          { key: userStorageKey, area: 'session', text: null },
        ],
  validator: () => import('./user-persistence').then((m) => m.readStoredUser),
  // A removal in another tab signs this one out, unless it has its own session user.
  otherTabs: 'follow',
});

/** Signs `user` in, kept in `area` (localStorage when remembered). */
export const signInAs = (user: User, area: SignedIn['area']) => authStore.update(() => ({ user, area }));

/**
 * Runs a sign-in or registration; a failure raises `failure` as a destructive toast. A second press
 * while one runs is held by the form's submit lock (lib/use-submit-lock.ts), the shop's one lock.
 */
async function once<T extends string>(work: () => Promise<T>, failure: ToastText): Promise<T | 'error'> {
  try {
    return await work();
  } catch {
    notify({ ...failure, variant: 'destructive' });
    return 'error';
  }
}

/** Simulated sign-in (1000 ms), with its toasts. */
export function login(email: string, password: string, remember: boolean): Promise<LoginResult> {
  return once(async (): Promise<LoginResult> => {
    const user = await signIn(email, password);
    if (!user) {
      notify({ ...loginFailedMessage, variant: 'destructive' });
      return 'invalid';
    }
    signInAs(user, remember ? 'local' : 'session');
    notify(loginSuccessMessage);
    return 'ok';
  }, loginErrorMessage);
}

/** Simulated registration (1000 ms), with its toasts; the new user is remembered. */
export function register(input: RegisterInput): Promise<'ok' | 'error'> {
  return once(async (): Promise<'ok'> => {
    signInAs(await signUp(input), 'local');
    notify(registrationSuccessMessage);
    return 'ok';
  }, registrationErrorMessage);
}

export function logout(): void {
  void signOut();
  authStore.update(() => signedOut);
  notify(logoutMessage);
}

/** Signed out without a word: the server's session has ended, and the caller says so. */
export function endSession(): void {
  authStore.update(() => signedOut);
}
