import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { RegisterInput, RegisterValues } from '../model/auth-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuth } from '../use-auth';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { PasswordInput } from './password-input';
import { TextLink } from './text-link';
import { FormError } from '@/components/form-error';
import { limits } from '@/config/shop';
import * as words from 'virtual:lumina-messages/authPages';

const registerValidation = lazyZodResolver<RegisterInput, RegisterValues>(() =>
  import('../model/auth-schemas').then((m) => m.registerSchema),
);

/**
 * Full name, email, password, confirmation and the required terms box. Field errors appear on
 * submit and each clears when its field is edited. Success signs the shopper in and goes to /.
 */
export function RegisterForm() {
  const { register: createAccount } = useAuth();
  const navigate = useNavigate();
  const { busy, run } = useSubmitLock();
  const termsId = useId();
  const termsErrorId = `${termsId}-error`;
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterInput, unknown, RegisterValues>({
    resolver: registerValidation.resolver,
    defaultValues: { name: '', email: '', password: '', confirmPassword: '', terms: false },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // The validators load once the form is on screen, ready before the first submit.
  useEffect(() => registerValidation.preload(), []);

  const onSubmit = ({ name, email, password }: RegisterValues) =>
    run(async () => {
      const result = await createAccount({ name, email, password });
      if (result !== 'ok') return 'stay';
      void navigate('/', { replace: true });
      return 'leaving';
    });

  // Registered in the order of the form, so focus goes to the first invalid field.
  const fields = {
    name: register('name', { onChange: () => clearErrors('name') }),
    email: register('email', { onChange: () => clearErrors('email') }),
    password: register('password', { onChange: () => clearErrors('password') }),
    confirmPassword: register('confirmPassword', { onChange: () => clearErrors('confirmPassword') }),
    terms: register('terms', { onChange: () => clearErrors('terms') }),
  };
  const termsError = errors.terms?.message;
  return (
    <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <Field label={words.fullName} error={errors.name?.message}>
        {(ids) => <Input {...ids} autoComplete="name" {...fields.name} />}
      </Field>
      <EmailField error={errors.email?.message} {...fields.email} />
      <Field
        label={words.password}
        error={errors.password?.message}
        hint={words.passwordHint({ min: limits.passwordMin })}
      >
        {(ids) => <PasswordInput {...ids} autoComplete="new-password" {...fields.password} />}
      </Field>
      <Field label={words.confirmPassword} error={errors.confirmPassword?.message}>
        {(ids) => (
          <PasswordInput
            {...ids}
            toggleLabel={words.showPasswordConfirmation}
            autoComplete="new-password"
            {...fields.confirmPassword}
          />
        )}
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-2">
          <Checkbox
            id={termsId}
            className="mt-0.5"
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? termsErrorId : undefined}
            {...fields.terms}
          />
          <label htmlFor={termsId} className="text-sm leading-6">
            {words.agreeTo} <TextLink to="/terms">{words.termsOfService}</TextLink> {words.agreeAnd}{' '}
            <TextLink to="/privacy">{words.privacyPolicy}</TextLink>
          </label>
        </div>
        {termsError ? (
          <p id={termsErrorId} role="alert" className="text-sm font-medium text-destructive">
            {termsError}
          </p>
        ) : null}
      </div>
      <FormError message={errors.root?.message} />
      <BusyButton busy={busy} busyLabel={words.creatingAccount} size="lg">
        {words.submitRegister}
      </BusyButton>
    </form>
  );
}
