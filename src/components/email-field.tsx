import type * as React from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import * as words from 'virtual:lumina-messages/emailField';

type EmailFieldProps = Omit<React.ComponentProps<typeof Input>, 'type' | 'id' | 'required'> & {
  /** The inline error (see components/ui/field.tsx). */
  error: string | undefined;
  /** Marks the label with the asterisk of a required field. */
  required?: boolean;
};

/**
 * A form's 'Email' field (sign-in, registration, reset link, contact and customer service): an
 * email keyboard and the browser's address autofill. The rest of the props go to the input, so a
 * react-hook-form `register('email')` spreads onto it. Register a form's fields up front, in the
 * form's order (features/auth/components/login-form.tsx): a `register` in these props runs before
 * those inside other fields' render functions, and focus goes to the invalid field registered first.
 */
export function EmailField({ error, required, ...input }: EmailFieldProps) {
  return (
    <Field label={words.label} required={required} error={error}>
      {(ids) => <Input {...ids} type="email" inputMode="email" autoComplete="email" {...input} />}
    </Field>
  );
}
