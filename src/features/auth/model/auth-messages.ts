/** Auth toasts and notices (docs/shop-rules.md, Sign-in and accounts), written exactly once. */
import { shop } from '@/config/shop';
import type { ToastText } from '@/domain/toast-text';

export const loginFailedMessage: ToastText = {
  title: 'Login Failed',
  description: 'Invalid email or password.',
};

export const loginErrorMessage: ToastText = {
  title: 'Login Error',
  description: 'Something went wrong. Please try again.',
};

export const registrationErrorMessage: ToastText = {
  title: 'Registration Error',
  description: 'Something went wrong. Please try again.',
};

export const loginSuccessMessage: ToastText = {
  title: 'Welcome back!',
  description: 'You have successfully logged in.',
};

export const registrationSuccessMessage: ToastText = {
  title: 'Account Created!',
  description: `Welcome to ${shop.brand}! Your account has been created successfully.`,
};

export const logoutMessage: ToastText = {
  title: 'Logged Out',
  description: 'You have been successfully logged out.',
};

/** Profile 'Save Changes' (docs/shop-rules.md, Sign-in and accounts). */
export const profileUpdatedMessage: ToastText = {
  title: 'Profile updated',
  description: 'Your changes have been saved.',
};

/** The neutral /forgot-password confirmation (docs/shop-rules.md, Sign-in and accounts). */
export function resetLinkSentText(email: string): string {
  return `If an account exists for ${email}, a reset link is on its way.`;
}
