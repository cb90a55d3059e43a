/**
 * The signed-in user as stored under the `user` key. Loading never throws: unparseable or
 * wrong-shaped text gives null (and `valid: false`, so the caller removes the key).
 */
import { z } from 'zod/mini';
import { isEmailShaped } from '@/domain/email';
import type { User } from '@/domain/types';

export { userStorageKey } from './user-storage-key';

const optionalString = z.optional(z.string());

export const storedUserSchema = z.object({
  id: z.string().check(z.minLength(1)),
  email: z.string().check(z.refine(isEmailShaped)),
  name: z.string().check(z.minLength(1)),
  avatar: z.string(),
  phone: optionalString,
  address: optionalString,
  city: optionalString,
  state: optionalString,
  zipCode: optionalString,
});

/** Storage text -> User, or null for nothing stored, unparseable JSON or a wrong shape. */
export function parseStoredUser(raw: string | null): User | null {
  return loadStoredUser(raw).value;
}

/** The `readValidated` shape: `valid` is false only when something unusable was stored. */
export function loadStoredUser(raw: string | null): { value: User | null; valid: boolean } {
  if (raw === null) return { value: null, valid: true };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { value: null, valid: false };
  }
  const parsed = storedUserSchema.safeParse(data);
  if (!parsed.success) return { value: null, valid: false };
  const user: User = {
    id: parsed.data.id,
    email: parsed.data.email,
    name: parsed.data.name,
    avatar: parsed.data.avatar,
  };
  for (const key of ['phone', 'address', 'city', 'state', 'zipCode'] as const) {
    const value = parsed.data[key];
    if (value !== undefined) user[key] = value;
  }
  return { value: user, valid: true };
}

export function serializeUser(user: User): string {
  return JSON.stringify(user);
}
