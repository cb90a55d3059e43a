import { expect, test } from 'vitest';
import { emailField, optionalText, requiredText } from './form-fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

test('requiredText trims, rejects blank with one message, and caps length', () => {
  const field = requiredText('City is required', { length: 5, message: 'Too long' });
  expect(field.parse('  Rome ')).toBe('Rome');
  expect(messages(field.safeParse('   '))).toEqual(['City is required']);
  expect(messages(field.safeParse(undefined))).toEqual(['City is required']);
  expect(messages(field.safeParse('Lisbon'))).toEqual(['Too long']);
});

test('optionalText allows blank and missing values', () => {
  const field = optionalText({ length: 3, message: 'Too long' });
  expect(field.parse(undefined)).toBeUndefined();
  expect(field.parse(' ab ')).toBe('ab');
  expect(messages(field.safeParse('abcd'))).toEqual(['Too long']);
});

test('emailField reports required before invalid, never both', () => {
  const field = emailField({ required: 'Email is required', invalid: 'Email is invalid' });
  expect(messages(field.safeParse(''))).toEqual(['Email is required']);
  expect(messages(field.safeParse(42))).toEqual(['Email is required']);
  expect(messages(field.safeParse('nope'))).toEqual(['Email is invalid']);
  expect(field.parse(' a@b.co ')).toBe('a@b.co');
});
