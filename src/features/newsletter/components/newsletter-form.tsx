import { useForm } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { subscribeToNewsletter } from '@/data/services/message-service';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { notify } from '@/lib/toast';
import { useSubmitLock } from '@/lib/use-submit-lock';
import { subscribedToast } from '../model/newsletter';
import type { NewsletterInput, NewsletterValues } from '../model/newsletter-schema';
import * as words from 'virtual:lumina-messages/newsletter';

const newsletterValidation = lazyZodResolver<NewsletterInput, NewsletterValues>(() =>
  import('../model/newsletter-schema').then((m) => m.newsletterSchema),
);

/**
 * The newsletter sign-up: checks the address is shaped like an email, simulates the subscription,
 * then thanks the shopper with a toast and empties the box. The home page loads it below the fold
 * (app/layout/home-below-fold.tsx) and the validators on first focus, so neither weighs on `/`.
 */
export function NewsletterForm() {
  const { busy, run } = useSubmitLock();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    formState: { errors },
  } = useForm<NewsletterInput, unknown, NewsletterValues>({
    resolver: newsletterValidation.resolver,
    defaultValues: { email: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = ({ email }: NewsletterValues) =>
    run(async () => {
      await subscribeToNewsletter(email);
      notify(subscribedToast);
      reset({ email: '' });
      return 'stay';
    });

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={handleSubmit(onSubmit)}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field
        label={words.emailLabel}
        error={errors.email?.message ?? errors.root?.message}
        className="flex-1 text-start"
      >
        {(ids) => (
          <Input
            {...ids}
            type="email"
            autoComplete="email"
            placeholder={words.emailPlaceholder}
            onFocus={newsletterValidation.preload}
            {...register('email', { onChange: () => clearErrors() })}
          />
        )}
      </Field>
      <BusyButton busy={busy} busyLabel={words.subscribing} className="sm:mt-5">
        {words.subscribe}
      </BusyButton>
    </form>
  );
}
