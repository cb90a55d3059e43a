import { useMemo } from 'react';
import type { User } from '@/domain/types';
import { useStore, useStoreLoaded } from '@/lib/create-store';
import { type LoginResult, type RegisterInput, authStore, login, logout, register } from './auth-store';

export type { LoginResult, RegisterInput } from './auth-store';

export interface AuthContextValue {
  user: User | null;
  /** False until the stored user has been read after hydration. */
  hydrated: boolean;
  /** Simulated sign-in (1000 ms). Raises the toasts of docs/shop-rules.md, Sign-in and accounts. */
  login: (email: string, password: string, remember: boolean) => Promise<LoginResult>;
  /** Simulated registration (1000 ms). Raises the toasts of docs/shop-rules.md, Sign-in and accounts. */
  register: (input: RegisterInput) => Promise<'ok' | 'error'>;
  logout: () => void;
}

/** The signed-in user (auth-store.ts); no provider needed. */
export function useAuth(): AuthContextValue {
  const { user } = useStore(authStore);
  const hydrated = useStoreLoaded(authStore);
  return useMemo(() => ({ user, hydrated, login, register, logout }), [user, hydrated]);
}
