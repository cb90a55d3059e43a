/** The newsletter form's schema, loaded on demand by the form (lib/lazy-zod-resolver.ts). */
import { z } from 'zod';
import { emailField } from '@/domain/form-fields';
import * as emailWords from 'virtual:lumina-messages/emailValidation';

/** Surrounding spaces are ignored; blank -> 'Email is required'; not `local@domain.tld` -> 'Email is invalid'. */
export const newsletterSchema = z.object({ email: emailField(emailWords) });
export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
