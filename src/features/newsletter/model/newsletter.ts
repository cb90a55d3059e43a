/** The home page newsletter block (docs/shop-rules.md, Pages made real); the words are messages/'s. */
import type { ToastText } from '@/domain/toast-text';
import * as words from 'virtual:lumina-messages/newsletter';

export const subscribedToast: ToastText = {
  title: words.subscribedTitle,
  description: words.subscribedDescription,
};
