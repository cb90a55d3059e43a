import { Send } from 'lucide-react';
import type * as React from 'react';
import { BusyButton } from '@/components/busy-button';
import { FormError } from '@/components/form-error';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { subjectMaxLength } from '../model/contact-subject';
import { RequiredNote } from './required-note';
import * as words from 'virtual:lumina-messages/messageForm';

interface MessageFormProps {
  busy: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The form-wide error (its checks could not be loaded). */
  rootError: string | undefined;
  /** The form's fields, in order. */
  children: React.ReactNode;
}

/**
 * What the two message forms share (contact-form.tsx, customer-service-form.tsx): the note on
 * required fields, the form-wide error, then their fields and Send Message ('Sending...' with a
 * spinner while the message is on its way).
 */
export function MessageForm({ busy, onSubmit, rootError, children }: MessageFormProps) {
  return (
    <form noValidate aria-busy={busy} onSubmit={onSubmit} className="grid gap-5">
      <RequiredNote />
      <FormError message={rootError} />
      {children}
      <div>
        <BusyButton
          busy={busy}
          busyLabel={words.sending}
          icon={<Send aria-hidden="true" />}
          size="lg"
          className="w-full sm:w-auto"
        >
          {words.send}
        </BusyButton>
      </div>
    </form>
  );
}

type FieldProps<Control extends 'input' | 'textarea'> = Omit<React.ComponentProps<Control>, 'id'> & {
  error: string | undefined;
};

/** The required Subject (a register('subject') spreads onto its input). */
export function SubjectField({ error, ...input }: FieldProps<'input'>) {
  return (
    <Field label={words.subject} required error={error}>
      {(ids) => <Input {...ids} maxLength={subjectMaxLength} {...input} />}
    </Field>
  );
}

/** The required Message (a register('message') spreads onto its text area). */
export function MessageField({ error, ...textarea }: FieldProps<'textarea'>) {
  return (
    <Field label={words.message} required error={error}>
      {(ids) => <Textarea {...ids} rows={6} {...textarea} />}
    </Field>
  );
}
