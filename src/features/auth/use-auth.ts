import { useMemo } from 'react';
import type { User } from '@/domain/types';
import { useStore, useStoreLoaded } from '@/lib/create-store';
import {
  type LoginResult,
  type ProfileUpdate,
  type RegisterInput,
  authStore,
  deleteAccount,
  login,
  logout,
  register,
  updateProfile,
} from './auth-store';

export type { LoginResult, ProfileUpdate, RegisterInput } from './auth-store';

export interface AuthContextValue {
  user: User | null;
  /** False until the stored user has been read after hydration. */
  hydrated: boolean;
  /** Simulated sign-in (1000 ms). Raises the toasts of docs/shop-rules.md, Sign-in and accounts. */
  login: (email: string, password: string, remember: boolean) => Promise<LoginResult>;
  /** Simulated registration (1000 ms). Raises the toasts of docs/shop-rules.md, Sign-in and accounts. */
  register: (input: RegisterInput) => Promise<'ok' | 'error'>;
  logout: () => void;
  updateProfile: (update: ProfileUpdate) => void;
  /** Signs out and forgets the user everywhere. */
  deleteAccount: () => void;
}

/** The signed-in user (auth-store.ts); no provider needed. */
export function useAuth(): AuthContextValue {
  const { user } = useStore(authStore);
  const hydrated = useStoreLoaded(authStore);
  return useMemo(
    () => ({ user, hydrated, login, register, logout, updateProfile, deleteAccount }),
    [user, hydrated],
  );
}
