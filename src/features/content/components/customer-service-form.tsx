import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { subjectMaxLength } from '../model/contact-subject';
import type { CustomerServiceInput, customerServiceSchema } from '../model/message-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendMessage } from '../use-send-message';
import { FormError } from '@/components/form-error';
import { RequiredNote } from './required-note';
import { SendButton } from './send-button';

type CustomerServiceValues = z.output<typeof customerServiceSchema>;

const customerServiceValidation = lazyZodResolver<CustomerServiceInput, CustomerServiceValues>(() =>
  import('../model/message-schemas').then((module) => module.customerServiceSchema),
);

const emptyMessage: CustomerServiceInput = { name: '', email: '', subject: '', message: '' };

/**
 * The customer service message form (name, email, subject, message), all required. Errors show
 * inline on submit and focus goes to the first; a sent message resets the form.
 */
export function CustomerServiceForm() {
  const { busy, send } = useSendMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CustomerServiceInput, unknown, CustomerServiceValues>({
    resolver: customerServiceValidation.resolver,
    defaultValues: emptyMessage,
  });

  useEffect(() => customerServiceValidation.preload(), []);

  const onSubmit = (values: CustomerServiceValues) => send(values, () => reset(emptyMessage));

  return (
    <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <RequiredNote />
      <FormError message={errors.root?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register('name')} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(ids) => (
            <Input {...ids} type="email" inputMode="email" autoComplete="email" {...register('email')} />
          )}
        </Field>
      </div>
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
