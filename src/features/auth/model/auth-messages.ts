/** Auth toasts and notices (docs/shop-rules.md, Sign-in and accounts); the words are messages/'s. */
import { shop } from '@/config/shop';
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/auth';

export const loginFailedMessage: ToastText = {
  title: words.loginFailedTitle,
  description: words.loginFailedDescription,
};

export const loginErrorMessage: ToastText = {
  title: words.loginErrorTitle,
  description: words.somethingWentWrong,
};

export const registrationErrorMessage: ToastText = {
  title: words.registrationErrorTitle,
  description: words.somethingWentWrong,
};

export const loginSuccessMessage: ToastText = {
  title: words.loginSuccessTitle,
  description: words.loginSuccessDescription,
};

export const registrationSuccessMessage: ToastText = {
  title: words.registrationSuccessTitle,
  description: words.registrationSuccessDescription({ brand: shop.brand }),
};

export const logoutMessage: ToastText = {
  title: words.logoutTitle,
  description: words.logoutDescription,
};

/** Profile 'Save Changes' (docs/shop-rules.md, Sign-in and accounts). */

/** The neutral /forgot-password confirmation (docs/shop-rules.md, Sign-in and accounts). */
export function resetLinkSentText(email: string): string {
  return words.resetLinkSent({ email });
}
