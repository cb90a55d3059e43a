import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { signIn, signUp } from '@/data/services/auth-service';
import type { User } from '@/domain/types';
import { type StorageArea, readRaw, removeKey, subscribeToKey, writeRaw } from '@/lib/storage';
import { notify } from '@/lib/toast';
import {
  loginErrorMessage,
  loginFailedMessage,
  loginSuccessMessage,
  logoutMessage,
  profileUpdatedMessage,
  registrationErrorMessage,
  registrationSuccessMessage,
} from './model/auth-messages';
import { AuthContext, type AuthContextValue, type ProfileUpdate, type RegisterInput } from './use-auth';

const userStorageKey = 'user';

function forgetUser(): void {
  removeKey(userStorageKey, 'local');
  removeKey(userStorageKey, 'session');
}

/**
 * The signed-in user. "Remember me" keeps the user in localStorage (key `user`); without it the
 * user lives in sessionStorage and ends with the browser session. Unparseable data is removed.
 * Signing out in one tab signs out the others (the `storage` event).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const area = useRef<StorageArea>('local');

  useEffect(() => {
    // The validators (zod) load after hydration, and only when a user is stored: a first visit
    // never needs them.
    let cancelled = false;
    const load = () => import('./user-persistence');
    const offOtherTabs = subscribeToKey(userStorageKey, (raw) => {
      void load().then(({ userFromOtherTab }) => {
        const next = userFromOtherTab(raw);
        if (cancelled || next === undefined) return;
        if (next) area.current = 'local';
        setUser(next);
      });
    });
    const nothingStored =
      readRaw(userStorageKey, 'local') === null && readRaw(userStorageKey, 'session') === null;
    const stored = nothingStored
      ? Promise.resolve({ user: null, area: 'local' as const })
      : load().then(({ readStoredUser }) => readStoredUser());
    void stored.then(({ user: storedUser, area: storedArea }) => {
      if (cancelled) return;
      area.current = storedArea;
      setUser(storedUser);
      setHydrated(true);
    });
    return () => {
      cancelled = true;
      offOtherTabs();
    };
  }, []);

  const persist = useCallback((next: User, where: StorageArea) => {
    // Write first, then clear the other area: other tabs see one change, never a sign-out in between.
    area.current = where;
    writeRaw(userStorageKey, JSON.stringify(next), where);
    removeKey(userStorageKey, where === 'local' ? 'session' : 'local');
  }, []);

  const login = useCallback<AuthContextValue['login']>(
    async (email, password, remember) => {
      try {
        const signedIn = await signIn(email, password);
        if (!signedIn) {
          notify({ ...loginFailedMessage, variant: 'destructive' });
          return 'invalid';
        }
        persist(signedIn, remember ? 'local' : 'session');
        setUser(signedIn);
        notify(loginSuccessMessage);
        return 'ok';
      } catch {
        notify({ ...loginErrorMessage, variant: 'destructive' });
        return 'error';
      }
    },
    [persist],
  );

  const register = useCallback(
    async (input: RegisterInput): Promise<'ok' | 'error'> => {
      try {
        const created = await signUp(input);
        persist(created, 'local');
        setUser(created);
        notify(registrationSuccessMessage);
        return 'ok';
      } catch {
        notify({ ...registrationErrorMessage, variant: 'destructive' });
        return 'error';
      }
    },
    [persist],
  );

  const logout = useCallback(() => {
    forgetUser();
    setUser(null);
    notify(logoutMessage);
  }, []);

  const deleteAccount = useCallback(() => {
    forgetUser();
    setUser(null);
    notify({ title: 'Account deleted', description: 'Your account and its details have been removed.' });
  }, []);

  const updateProfile = useCallback(
    (update: ProfileUpdate) => {
      setUser((current) => {
        if (!current) return current;
        const next = { ...current, ...update };
        persist(next, area.current);
        return next;
      });
      notify(profileUpdatedMessage);
    },
    [persist],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ user, hydrated, login, register, logout, updateProfile, deleteAccount }),
    [user, hydrated, login, register, logout, updateProfile, deleteAccount],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
