/**
 * Zod (classic) field builders shared by the form schemas of several features, so the required and
 * email rules are written once. Required text is trimmed before it is checked and in the output.
 */
import { z } from 'zod';
import { isEmailShaped } from './email';

// Every form schema imports this module, so this runs before any schema is built. Zod's JIT probes
// `new Function` when an object schema is created; under the shop's Content-Security-Policy
// (no 'unsafe-eval') that probe is reported as a violation even though zod catches it.
z.config({ jitless: true });

/** Trimmed text that must not be blank. */
export function requiredText(message: string, max?: { length: number; message: string }) {
  const base = z.string({ error: message }).trim().min(1, { error: message, abort: true });
  return max ? base.max(max.length, { error: max.message }) : base;
}

/** Trimmed text that may be blank, with an optional maximum length. */
export function optionalText(max?: { length: number; message: string }) {
  const base = z.string().trim();
  return (max ? base.max(max.length, { error: max.message }) : base).optional();
}

/** The two messages of an email field ('Email is required', 'Email is invalid'). */
export interface EmailMessages {
  required: string;
  invalid: string;
}

/** Trimmed email: `messages.required` when blank, `messages.invalid` unless shaped like an email. */
export function emailField(messages: EmailMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .refine(isEmailShaped, { error: messages.invalid });
}
