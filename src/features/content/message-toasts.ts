import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/messageForm';

/**
 * The sent / not-sent toasts, loaded with the schemas (message-schemas.ts holds 'Message sent'), so
 * the forms' first load carries no zod.
 */
export async function loadMessageSentToast(): Promise<ToastText> {
  const { messageSentToast } = await import('./model/message-schemas');
  return messageSentToast;
}

export const messageNotSentToast: ToastText = {
  title: words.notSentTitle,
  description: words.notSentDescription,
};
