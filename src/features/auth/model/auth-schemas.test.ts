import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordSchema, loginSchema, profileSchema, registerSchema } from './auth-schemas';

/** The first message per field, as react-hook-form shows it. */
function errors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

describe('login', () => {
  test('valid credentials pass, email trimmed', () => {
    const result = loginSchema.parse({ email: ' demo@example.com ', password: 'demo1234' });
    expect(result).toEqual({ email: 'demo@example.com', password: 'demo1234', remember: true });
  });

  test('required messages', () => {
    expect(errors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(errors(loginSchema, { email: '   ', password: '' }).email).toBe('Email is required');
    expect(errors(loginSchema, {})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  test('shape and length messages', () => {
    expect(errors(loginSchema, { email: 'demo@example', password: '12345' })).toEqual({
      email: 'Email is invalid',
      password: 'Password must be at least 6 characters',
    });
    expect(errors(loginSchema, { email: 'de mo@example.com', password: '123456' })).toEqual({
      email: 'Email is invalid',
    });
  });
});

describe('register', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    password: 'secret1',
    confirmPassword: 'secret1',
    terms: true,
  };

  test('valid input passes with the name trimmed', () => {
    expect(registerSchema.parse({ ...valid, name: '  Ada  ' }).name).toBe('Ada');
  });

  test('name rules', () => {
    expect(errors(registerSchema, { ...valid, name: '' }).name).toBe('Name is required');
    expect(errors(registerSchema, { ...valid, name: '   ' }).name).toBe('Name is required');
    expect(errors(registerSchema, { ...valid, name: ' A ' }).name).toBe('Name must be at least 2 characters');
  });

  test('confirmation rules', () => {
    expect(errors(registerSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'Please confirm your password',
    });
    expect(errors(registerSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });

  test('a mismatch is reported together with other field errors', () => {
    expect(errors(registerSchema, { ...valid, terms: false, confirmPassword: 'nope' })).toEqual({
      terms: 'You must accept the terms and conditions',
      confirmPassword: 'Passwords do not match',
    });
  });

  test('terms must be accepted', () => {
    expect(errors(registerSchema, { ...valid, terms: false })).toEqual({
      terms: 'You must accept the terms and conditions',
    });
    expect(errors(registerSchema, { ...valid, terms: undefined })).toEqual({
      terms: 'You must accept the terms and conditions',
    });
  });

  test('email and password follow the login rules', () => {
    expect(errors(registerSchema, { ...valid, email: 'x', password: '123', confirmPassword: '123' })).toEqual(
      {
        email: 'Email is invalid',
        password: 'Password must be at least 6 characters',
      },
    );
  });
});

test('forgot password needs a shaped email', () => {
  expect(errors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required' });
  expect(errors(forgotPasswordSchema, { email: 'a@b' })).toEqual({ email: 'Email is invalid' });
  expect(forgotPasswordSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
});

test('profile: name and email required, the rest optional and length-capped', () => {
  expect(profileSchema.parse({ name: ' Demo User ', email: 'demo@example.com', phone: '' })).toEqual({
    name: 'Demo User',
    email: 'demo@example.com',
    phone: '',
  });
  expect(errors(profileSchema, { name: 'D', email: 'nope', zipCode: '1'.repeat(21) })).toEqual({
    name: 'Name must be at least 2 characters',
    email: 'Email is invalid',
    zipCode: 'ZIP code must be at most 20 characters',
  });
});
