/** The home page newsletter block (docs/shop-rules.md, Pages made real). */
import type { ToastText } from '@/domain/toast-text';

export const subscribedToast: ToastText = {
  title: 'Subscribed!',
  description: 'Thanks for subscribing to our newsletter.',
};
