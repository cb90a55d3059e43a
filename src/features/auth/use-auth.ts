import { createContext, useContext } from 'react';
import type { User } from '@/domain/types';

export type LoginResult = 'ok' | 'invalid' | 'error';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export type ProfileUpdate = Partial<
  Pick<User, 'name' | 'email' | 'phone' | 'address' | 'city' | 'state' | 'zipCode'>
>;

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

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
