import { expect, test } from 'vitest';
import { subscribedToast } from './newsletter';
import { newsletterSchema } from './newsletter-schema';

/** The schema's message for a typed address, or null when it can be sent. */
function validateNewsletterEmail(email: string): string | null {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

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
  expect(newsletterSchema.parse({ email: '  shopper@example.com ' }).email).toBe('shopper@example.com');
});

test('the toast text is the one the shop rules name', () => {
  expect(subscribedToast).toEqual({
    title: 'Subscribed!',
    description: 'Thanks for subscribing to our newsletter.',
  });
});
