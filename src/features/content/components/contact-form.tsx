import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ContactInput, contactSchema } from '../model/message-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendMessage } from '../use-send-message';
import { MessageField, MessageForm, SubjectField } from './message-form';
import * as words from 'virtual:lumina-messages/messageForm';

type ContactValues = z.output<typeof contactSchema>;

const contactValidation = lazyZodResolver<ContactInput, ContactValues>(() =>
  import('../model/message-schemas').then((module) => module.contactSchema),
);

const emptyContact: ContactInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

interface ContactFormProps {
  /** A subject to start with (from `/contact?subject=...`), already cleaned up. */
  defaultSubject?: string;
}

/**
 * The Contact Us form: everything but the phone is required, the email must be shaped like one.
 * Errors show inline on submit and focus goes to the first; a sent message resets the form.
 */
export function ContactForm({ defaultSubject = '' }: ContactFormProps) {
  const { busy, send } = useSendMessage();
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    formState: { errors },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: contactValidation.resolver,
    defaultValues: { ...emptyContact, subject: defaultSubject },
  });

  // A later `?subject=` (a link followed while this page is open) fills the subject in too.
  useEffect(() => {
    if (defaultSubject) setValue('subject', defaultSubject);
  }, [defaultSubject, setValue]);

  useEffect(() => contactValidation.preload(), []);

  const onSubmit = (values: ContactValues) => send(values, () => reset(emptyContact));

  // Registered in the order of the form, so focus goes to the first invalid field.
  const fields = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    phone: register('phone'),
    subject: register('subject'),
    message: register('message'),
  };

  return (
    <MessageForm busy={busy} onSubmit={handleSubmit(onSubmit)} rootError={errors.root?.message}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={words.firstName} required error={errors.firstName?.message}>
          {(ids) => <Input {...ids} autoComplete="given-name" {...fields.firstName} />}
        </Field>
        <Field label={words.lastName} required error={errors.lastName?.message}>
          {(ids) => <Input {...ids} autoComplete="family-name" {...fields.lastName} />}
        </Field>
      </div>
      <EmailField required error={errors.email?.message} {...fields.email} />
      <Field label={words.phoneOptional} error={errors.phone?.message}>
        {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...fields.phone} />}
      </Field>
      <SubjectField error={errors.subject?.message} {...fields.subject} />
      <MessageField error={errors.message?.message} {...fields.message} />
    </MessageForm>
  );
}
