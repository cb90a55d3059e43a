import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from '@/components/email-field';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { CustomerServiceInput, customerServiceSchema } from '../model/message-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSendMessage } from '../use-send-message';
import { MessageField, MessageForm, SubjectField } from './message-form';
import * as words from 'virtual:lumina-messages/messageForm';

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

  // Registered in the order of the form, so focus goes to the first invalid field.
  const fields = {
    name: register('name'),
    email: register('email'),
    subject: register('subject'),
    message: register('message'),
  };

  return (
    <MessageForm busy={busy} onSubmit={handleSubmit(onSubmit)} rootError={errors.root?.message}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={words.name} required error={errors.name?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...fields.name} />}
        </Field>
        <EmailField required error={errors.email?.message} {...fields.email} />
      </div>
      <SubjectField error={errors.subject?.message} {...fields.subject} />
      <MessageField error={errors.message?.message} {...fields.message} />
    </MessageForm>
  );
}
