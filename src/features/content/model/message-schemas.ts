/** Contact and customer-service forms (docs/shop-rules.md, Pages made real). */
import { z } from 'zod';
import { emailField, optionalText, requiredText } from '@/domain/form-fields';
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/messageValidation';
import * as emailWords from 'virtual:lumina-messages/emailValidation';

const messageMax = 2000;
const phoneMax = 30;

export const messageFieldMessages = {
  firstName: words.firstNameRequired,
  lastName: words.lastNameRequired,
  name: words.nameRequired,
  subject: words.subjectRequired,
  message: words.messageRequired,
  messageMax: words.messageMax({ max: messageMax }),
  phoneMax: words.phoneMax({ max: phoneMax }),
} as const;

const messageField = requiredText(messageFieldMessages.message, {
  length: messageMax,
  message: messageFieldMessages.messageMax,
});

export const contactSchema = z.object({
  firstName: requiredText(messageFieldMessages.firstName),
  lastName: requiredText(messageFieldMessages.lastName),
  email: emailField(emailWords),
  phone: optionalText({ length: phoneMax, message: messageFieldMessages.phoneMax }),
  subject: requiredText(messageFieldMessages.subject),
  message: messageField,
});
export type ContactInput = z.input<typeof contactSchema>;

export const customerServiceSchema = z.object({
  name: requiredText(messageFieldMessages.name),
  email: emailField(emailWords),
  subject: requiredText(messageFieldMessages.subject),
  message: messageField,
});
export type CustomerServiceInput = z.input<typeof customerServiceSchema>;

export const messageSentToast: ToastText = {
  title: words.sentTitle,
  description: words.sentDescription,
};
