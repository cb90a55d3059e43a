import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { subjectMaxLength } from '../model/contact-subject';
import type { ContactInput, contactSchema } from '../model/message-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendMessage } from '../use-send-message';
import { FormError } from '@/components/form-error';
import { RequiredNote } from './required-note';
import { SendButton } from './send-button';

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

  return (
    <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <RequiredNote />
      <FormError message={errors.root?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
          {(ids) => <Input {...ids} autoComplete="given-name" {...register('firstName')} />}
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          {(ids) => <Input {...ids} autoComplete="family-name" {...register('lastName')} />}
        </Field>
      </div>
      <Field label="Email" required error={errors.email?.message}>
        {(ids) => (
          <Input {...ids} type="email" inputMode="email" autoComplete="email" {...register('email')} />
        )}
      </Field>
      <Field label="Phone (optional)" error={errors.phone?.message}>
        {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register('phone')} />}
      </Field>
      <Field label="Subject" required error={errors.subject?.message}>
        {(ids) => <Input {...ids} maxLength={subjectMaxLength} {...register('subject')} />}
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        {(ids) => <Textarea {...ids} rows={6} {...register('message')} />}
      </Field>
      <div>
        <SendButton busy={busy} />
      </div>
    </form>
  );
}
