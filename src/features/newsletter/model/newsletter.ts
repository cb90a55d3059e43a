/** The home page newsletter block (decisions.md "Routes the spec leaves dead, made real"). */
import type { ToastText } from '@/domain/toast-text';

export const subscribedToast: ToastText = {
  title: 'Subscribed!',
  description: 'Thanks for subscribing to our newsletter.',
};
