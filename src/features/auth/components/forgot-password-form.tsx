import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { requestPasswordReset } from '@/data/services/auth-service';
import { resetLinkSentText } from '../model/auth-messages';
import type { ForgotPasswordValues } from '../model/auth-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { FormError } from '@/components/form-error';
import * as words from 'virtual:lumina-messages/authPages';

const forgotPasswordValidation = lazyZodResolver<ForgotPasswordValues, ForgotPasswordValues>(() =>
  import('../model/auth-schemas').then((m) => m.forgotPasswordSchema),
);

/**
 * /forgot-password (docs/shop-rules.md, Sign-in and accounts): an email (login's rules), a
 * simulated 1000 ms send, then a neutral confirmation that never reveals whether an account exists.
 */
export function ForgotPasswordForm() {
  const { busy, run } = useSubmitLock();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordValidation.resolver,
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // The validators load once the form is on screen, ready before the first submit.
  useEffect(() => forgotPasswordValidation.preload(), []);

  useEffect(() => {
    // The form (and the focused button) is gone: start the shopper at the confirmation.
    if (sentTo !== null) confirmation.current?.focus();
  }, [sentTo]);

  const onSubmit = ({ email }: ForgotPasswordValues) =>
    run(async () => {
      await requestPasswordReset(email);
      setSentTo(email);
      return 'leaving';
    });

  return (
    <>
      <div ref={confirmation} role="status" tabIndex={-1} className="empty:hidden">
        {sentTo !== null ? (
          <p className="rounded-md border border-success/40 bg-success/10 p-4 text-sm">
            {resetLinkSentText(sentTo)}
          </p>
        ) : null}
      </div>
      {sentTo === null ? (
        <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
          <EmailField
            error={errors.email?.message}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
          <FormError message={errors.root?.message} />
          <BusyButton busy={busy} busyLabel={words.sending} size="lg">
            {words.sendResetLink}
          </BusyButton>
        </form>
      ) : null}
    </>
  );
}
