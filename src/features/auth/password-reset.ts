/**
 * Setting a new password with the token of a reset e-mail's link (only where the backend sends such
 * e-mails: auth-service.ts's `resetPassword`). Success signs the shopper in, remembered, and says
 * so; a token the backend no longer takes is 'refused' (the form says why and points to a new link);
 * an unreachable shop is told in a toast and changes nothing.
 */
import { resetPassword } from '@/data/services/auth-service';
import { isResetLinkRefused } from '@/data/services/service-errors';
import { notify } from '@/lib/toast';
import { signInAs } from './auth-store';
import * as words from 'virtual:lumina-messages/passwordReset';

export type ResetResult = 'ok' | 'refused' | 'error';

export async function setNewPassword(token: string, password: string): Promise<ResetResult> {
  const reset = resetPassword;
  if (!reset || token === '') return 'refused';
  try {
    signInAs(await reset(token, password), 'local');
  } catch (error) {
    if (isResetLinkRefused(error)) return 'refused';
    notify({
      title: words.notChangedTitle,
      description: words.notChangedDescription,
      variant: 'destructive',
    });
    return 'error';
  }
  notify({ title: words.changedTitle, description: words.changedDescription });
  return 'ok';
}
