import * as words from 'virtual:lumina-messages/newsletter';
import { NewsletterForm } from './newsletter-form';

/** The home page's newsletter block: a heading, a line of text and the sign-up form. */
export function NewsletterSignup() {
  return (
    <section aria-labelledby="newsletter-heading" className="bg-secondary">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-12 text-center">
        <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {words.heading}
        </h2>
        <p className="max-w-prose text-secondary-foreground">{words.intro}</p>
        <NewsletterForm />
      </div>
    </section>
  );
}
