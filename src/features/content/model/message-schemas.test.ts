import { expect, test } from 'vitest';
import { contactSchema, customerServiceSchema, messageSentToast } from './message-schemas';

function firstErrors(
  schema: {
    safeParse: (v: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  values: unknown,
) {
  const result = schema.safeParse(values);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

test('contact form: everything but phone is required; email shaped', () => {
  expect(firstErrors(contactSchema, {})).toEqual({
    firstName: 'First name is required',
    lastName: 'Last name is required',
    email: 'Email is required',
    subject: 'Subject is required',
    message: 'Message is required',
  });
  const valid = { firstName: 'A', lastName: 'B', email: 'a@b.co', subject: 'Hi', message: 'Hello' };
  expect(contactSchema.safeParse(valid).success).toBe(true);
  expect(firstErrors(contactSchema, { ...valid, email: 'a@b' })).toEqual({ email: 'Email is invalid' });
  expect(firstErrors(contactSchema, { ...valid, message: 'x'.repeat(2001) })).toEqual({
    message: 'Message must be at most 2000 characters',
  });
});

test('customer service form', () => {
  expect(firstErrors(customerServiceSchema, { name: ' ', email: '', subject: '', message: '' })).toEqual({
    name: 'Name is required',
    email: 'Email is required',
    subject: 'Subject is required',
    message: 'Message is required',
  });
});

test('toasts', () => {
  expect(messageSentToast).toEqual({
    title: 'Message sent',
    description: "We'll get back to you within 24 hours.",
  });
});
