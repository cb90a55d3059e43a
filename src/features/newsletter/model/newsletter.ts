/** The home page newsletter block (docs/shop-rules.md, Routes the spec left dead (made real)). */
import { emailMessages, isEmailShaped } from '@/domain/email';
import type { ToastText } from '@/domain/toast-text';

export const subscribedToast: ToastText = {
  title: 'Subscribed!',
  description: 'Thanks for subscribing to our newsletter.',
};

/**
 * The error to show for a typed address, or null when it can be sent. Surrounding spaces are
 * ignored; blank -> 'Email is required'; not `local@domain.tld` -> 'Email is invalid'.
 */
export function validateNewsletterEmail(email: string): string | null {
  const value = email.trim();
  if (value === '') return emailMessages.required;
  if (!isEmailShaped(value)) return emailMessages.invalid;
  return null;
}
