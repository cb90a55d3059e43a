import { expect, test } from 'vitest';
import {
  loginErrorMessage,
  loginFailedMessage,
  loginSuccessMessage,
  logoutMessage,
  registrationErrorMessage,
  registrationSuccessMessage,
  resetLinkSentText,
} from './auth-messages';

test('auth toasts are the texts of docs/shop-rules.md with the brand filled in', () => {
  expect(loginFailedMessage).toEqual({ title: 'Login Failed', description: 'Invalid email or password.' });
  expect(loginErrorMessage).toEqual({
    title: 'Login Error',
    description: 'Something went wrong. Please try again.',
  });
  expect(registrationErrorMessage).toEqual({
    title: 'Registration Error',
    description: 'Something went wrong. Please try again.',
  });
  expect(loginSuccessMessage).toEqual({
    title: 'Welcome back!',
    description: 'You have successfully logged in.',
  });
  expect(registrationSuccessMessage).toEqual({
    title: 'Account Created!',
    description: 'Welcome to Lumina! Your account has been created successfully.',
  });
  expect(logoutMessage).toEqual({
    title: 'Logged Out',
    description: 'You have been successfully logged out.',
  });
  expect(resetLinkSentText('a@b.co')).toBe('If an account exists for a@b.co, a reset link is on its way.');
});
