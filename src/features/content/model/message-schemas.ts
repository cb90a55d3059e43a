/** Contact and customer-service forms (docs/shop-rules.md, Pages made real). */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/domain/form-fields';
import type { ToastText } from '@/domain/toast-text';

export const messageFieldMessages = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  name: 'Name is required',
  subject: 'Subject is required',
  message: 'Message is required',
  messageMax: 'Message must be at most 2000 characters',
  phoneMax: 'Phone must be at most 30 characters',
} as const;

const messageField = requiredText(messageFieldMessages.message, {
  length: 2000,
  message: messageFieldMessages.messageMax,
});

export const contactSchema = z.object({
  firstName: requiredText(messageFieldMessages.firstName),
  lastName: requiredText(messageFieldMessages.lastName),
  email: emailField(),
  phone: optionalText({ length: 30, message: messageFieldMessages.phoneMax }),
  subject: requiredText(messageFieldMessages.subject),
  message: messageField,
});
export type ContactInput = z.input<typeof contactSchema>;

export const customerServiceSchema = z.object({
  name: requiredText(messageFieldMessages.name),
  email: emailField(),
  subject: requiredText(messageFieldMessages.subject),
  message: messageField,
});
export type CustomerServiceInput = z.input<typeof customerServiceSchema>;

export const messageSentToast: ToastText = {
  title: 'Message sent',
  description: "We'll get back to you within 24 hours.",
};
