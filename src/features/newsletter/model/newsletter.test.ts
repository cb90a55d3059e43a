import { expect, test } from 'vitest';
import { subscribedToast, validateNewsletterEmail } from './newsletter';

test('a blank address is required, a malformed one invalid', () => {
  expect(validateNewsletterEmail('')).toBe('Email is required');
  expect(validateNewsletterEmail('   ')).toBe('Email is required');
  expect(validateNewsletterEmail('shopper')).toBe('Email is invalid');
  expect(validateNewsletterEmail('shopper@example')).toBe('Email is invalid');
  expect(validateNewsletterEmail('a b@example.com')).toBe('Email is invalid');
});

test('a well-shaped address passes, surrounding spaces ignored', () => {
  expect(validateNewsletterEmail('shopper@example.com')).toBeNull();
  expect(validateNewsletterEmail('  shopper@example.com ')).toBeNull();
});

test('the toast text is the one the shop rules name', () => {
  expect(subscribedToast).toEqual({
    title: 'Subscribed!',
    description: 'Thanks for subscribing to our newsletter.',
  });
});
