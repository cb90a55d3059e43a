import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { subscribeToNewsletter } from '@/data/services/message-service';
import { notify } from '@/lib/toast';
import { subscribedToast, validateNewsletterEmail } from '../model/newsletter';

/**
 * The newsletter sign-up: checks the address is shaped like an email, simulates the subscription,
 * then thanks the shopper with a toast and empties the box. Kept free of zod and react-hook-form so
 * the home page stays light.
 */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const problem = validateNewsletterEmail(email);
    if (problem) {
      setError(problem);
      input.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await subscribeToNewsletter(email.trim());
      notify(subscribedToast);
      setEmail('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex w-full max-w-md flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field label="Email address" error={error ?? undefined} className="flex-1 text-left">
        {(ids) => (
          <Input
            {...ids}
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(null);
            }}
          />
        )}
      </Field>
      <Button type="submit" disabled={submitting} className="sm:mt-5">
        {submitting ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}
