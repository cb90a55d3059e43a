/** Sign-in, registration, password reset and profile forms (docs/shop-rules.md, Sign-in and accounts). */
import { z } from 'zod';
import { limits } from '@/config/shop';
import { emailField, optionalText, requiredText } from '@/domain/form-fields';
import * as words from 'virtual:lumina-messages/authValidation';
import * as emailWords from 'virtual:lumina-messages/emailValidation';

export const authMessages = {
  passwordRequired: words.passwordRequired,
  passwordMin: words.passwordMin({ min: limits.passwordMin }),
  nameRequired: words.nameRequired,
  nameMin: words.nameMin({ min: limits.nameMin }),
  confirmRequired: words.confirmRequired,
  passwordsDiffer: words.passwordsDiffer,
  termsRequired: words.termsRequired,
} as const;

/** Not trimmed (spaces may be part of a password). */
const passwordField = z
  .string({ error: authMessages.passwordRequired })
  .min(1, { error: authMessages.passwordRequired, abort: true })
  .min(limits.passwordMin, { error: authMessages.passwordMin });

/** Trimmed; 'Name is required' when blank, else at least limits.nameMin characters. */
const nameField = requiredText(authMessages.nameRequired).min(limits.nameMin, {
  error: authMessages.nameMin,
});

export const loginSchema = z.object({
  email: emailField(emailWords),
  password: passwordField,
  /** 'Remember me': keep the user in localStorage (true) or sessionStorage only (false). */
  remember: z.boolean().default(true),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;

const confirmField = z
  .string({ error: authMessages.confirmRequired })
  .min(1, { error: authMessages.confirmRequired });

const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const passwordsDiffer = {
  error: authMessages.passwordsDiffer,
  path: ['confirmPassword'],
  // Checked even while other fields are invalid, but only once a confirmation was typed.
  when: ({ value }: { value: unknown }) => isMismatchCheckable(value),
};

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField(emailWords),
    password: passwordField,
    confirmPassword: confirmField,
    terms: z
      .boolean({ error: authMessages.termsRequired })
      .refine((accepted) => accepted, { error: authMessages.termsRequired }),
  })
  .refine(passwordsMatch, passwordsDiffer);
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

function isMismatchCheckable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { password, confirmPassword } = value as Record<string, unknown>;
  return typeof password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
}

export const forgotPasswordSchema = z.object({ email: emailField(emailWords) });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

/** A new password from a reset e-mail's link: the registration's password rules and confirmation. */
export const resetPasswordSchema = z
  .object({ password: passwordField, confirmPassword: confirmField })
  .refine(passwordsMatch, passwordsDiffer);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

const maxLength = (length: number, message: (values: { max: number }) => string) => ({
  length,
  message: message({ max: length }),
});

/** Profile editing: name and email as at registration; the rest optional, trimmed, length-capped. */
export const profileSchema = z.object({
  name: nameField,
  email: emailField(emailWords),
  phone: optionalText(maxLength(30, words.phoneMax)),
  address: optionalText(maxLength(200, words.addressMax)),
  city: optionalText(maxLength(100, words.cityMax)),
  state: optionalText(maxLength(100, words.stateMax)),
  zipCode: optionalText(maxLength(20, words.zipCodeMax)),
});
export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
