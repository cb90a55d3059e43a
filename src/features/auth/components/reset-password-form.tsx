import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { FormError } from '@/components/form-error';
import { Field } from '@/components/ui/field';
import { limits } from '@/config/shop';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSubmitLock } from '@/lib/use-submit-lock';
import type { ResetPasswordValues } from '../model/auth-schemas';
import { setNewPassword } from '../password-reset';
import { PasswordInput } from './password-input';
import * as authWords from 'virtual:lumina-messages/authPages';
import * as words from 'virtual:lumina-messages/passwordReset';

const resetValidation = lazyZodResolver<ResetPasswordValues, ResetPasswordValues>(() =>
  import('../model/auth-schemas').then((m) => m.resetPasswordSchema),
);

/**
 * /reset-password?token=…, the link of a password-reset e-mail: a new password (registration's
 * rules) and its confirmation. Success signs the shopper in and goes to /; a link that can no longer
 * reset (used, expired, or without a token) says so in the form, which stays as typed.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { busy, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: resetValidation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // The validators load once the form is on screen, ready before the first submit.
  useEffect(() => resetValidation.preload(), []);

  const onSubmit = ({ password }: ResetPasswordValues) =>
    run(async () => {
      const result = await setNewPassword(params.get('token') ?? '', password);
      if (result === 'ok') {
        void navigate('/', { replace: true });
        return 'leaving';
      }
      if (result === 'refused') setError('root', { message: words.linkRefused });
      return 'stay';
    });

  return (
    <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <Field
        label={words.newPassword}
        error={errors.password?.message}
        hint={authWords.passwordHint({ min: limits.passwordMin })}
      >
        {(ids) => (
          <PasswordInput
            {...ids}
            autoComplete="new-password"
            {...register('password', { onChange: () => clearErrors('password') })}
          />
        )}
      </Field>
      <Field label={authWords.confirmPassword} error={errors.confirmPassword?.message}>
        {(ids) => (
          <PasswordInput
            {...ids}
            toggleLabel={authWords.showPasswordConfirmation}
            autoComplete="new-password"
            {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
          />
        )}
      </Field>
      <FormError message={errors.root?.message} />
      <BusyButton busy={busy} busyLabel={words.saving} size="lg">
        {words.submit}
      </BusyButton>
    </form>
  );
}
