import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BusyButton } from '@/components/busy-button';
import { EmailField } from '@/components/email-field';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { shop } from '@/config/shop';
import type { LoginInput, LoginValues } from '../model/auth-schemas';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useAuth } from '../use-auth';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { PasswordInput } from './password-input';
import { TextLink } from './text-link';
import { FormError } from '@/components/form-error';
import * as words from 'virtual:lumina-messages/authPages';

const loginValidation = lazyZodResolver<LoginInput, LoginValues>(() =>
  import('../model/auth-schemas').then((m) => m.loginSchema),
);

interface LoginFormProps {
  /** Where to go after signing in: an already checked same-site path (see loginRedirectTarget). */
  redirectTo: string;
}

/**
 * Email, password and 'Remember me'. Field errors appear on submit and each clears as soon as its
 * field is edited. The simulated sign-in (1000 ms) raises its own toasts; success navigates.
 */
export function LoginForm({ redirectTo }: LoginFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { busy, run } = useSubmitLock();
  const rememberId = useId();
  const {
    register,
    handleSubmit,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '', remember: true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  // The validators load once the form is on screen, ready before the first submit.
  useEffect(() => loginValidation.preload(), []);

  const onSubmit = (values: LoginValues) =>
    run(async () => {
      const result = await login(values.email, values.password, values.remember);
      if (result === 'ok') {
        void navigate(redirectTo, { replace: true });
        return 'leaving';
      }
      if (result === 'invalid') setFocus('password', { shouldSelect: true });
      return 'stay';
    });

  // Registered in the order of the form, so focus goes to the first invalid field.
  const fields = {
    email: register('email', { onChange: () => clearErrors('email') }),
    password: register('password', { onChange: () => clearErrors('password') }),
    remember: register('remember'),
  };

  return (
    <form noValidate aria-busy={busy} onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <EmailField error={errors.email?.message} {...fields.email} />
      <Field label={words.password} error={errors.password?.message}>
        {(ids) => <PasswordInput {...ids} autoComplete="current-password" {...fields.password} />}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Checkbox id={rememberId} {...fields.remember} />
          <label htmlFor={rememberId} className="text-sm">
            {words.rememberMe}
          </label>
        </div>
        <TextLink to="/forgot-password" className="text-sm">
          {words.forgotPassword}
        </TextLink>
      </div>
      <FormError message={errors.root?.message} />
      <BusyButton busy={busy} busyLabel={words.signingIn} size="lg">
        {words.submitSignIn}
      </BusyButton>
      <p className="rounded-md bg-muted p-3 text-center text-sm text-muted-foreground">
        {words.demoAccount} <span className="font-medium text-foreground">{shop.demoAccount.email}</span> /{' '}
        <span className="font-medium text-foreground">{shop.demoAccount.password}</span>
      </p>
    </form>
  );
}
