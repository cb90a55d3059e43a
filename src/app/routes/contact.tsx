import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { ContactDetails } from '@/features/content/components/contact-details';
import { ContactForm } from '@/features/content/components/contact-form';
import { subjectFromParam } from '@/features/content/model/contact-subject';
import type { Route } from './+types/contact';
import { contentMeta, prerenderedData } from '../page-route';
import { sectionOf } from '@/features/content/model/section-of';

export const meta = contentMeta('/contact');

/** Build time only: content/contact.md travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('contact') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/contact');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const subject = subjectFromParam(searchParams.get('subject'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-2xl font-bold tracking-tight">
            {sectionOf(page, 'send-message').title}
          </h2>
          <ContactForm defaultSubject={subject} />
        </section>
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="mb-4 text-2xl font-bold tracking-tight">
            {sectionOf(page, 'get-in-touch').title}
          </h2>
          <ContactDetails text={page.details} />
        </section>
      </div>
    </div>
  );
}
