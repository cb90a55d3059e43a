import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { ContactDetails } from '@/features/content/components/contact-details';
import { ContactForm } from '@/features/content/components/contact-form';
import { subjectFromParam } from '@/features/content/model/contact-subject';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Contact Us',
    description: `Contact ${shop.brand}: send us a message, call or email our team, or visit our office. Open Mon-Fri 9AM-6PM EST and Sat 10AM-4PM EST.`,
    path: '/contact',
  });
}

export default function Screen() {
  const [searchParams] = useSearchParams();
  const subject = subjectFromParam(searchParams.get('subject'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Contact Us"
        description={`Questions, feedback or a job application: we'd love to hear from you and reply within ${shop.support.emailResponseTime}.`}
      />
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Send us a message
          </h2>
          <ContactForm defaultSubject={subject} />
        </section>
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Get in touch
          </h2>
          <ContactDetails />
        </section>
      </div>
    </div>
  );
}
