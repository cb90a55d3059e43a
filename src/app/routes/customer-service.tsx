import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { PageSection } from '@/features/content/components/content-section';
import { CustomerServiceForm } from '@/features/content/components/customer-service-form';
import { QuickHelp } from '@/features/content/components/quick-help';
import { SupportChannels } from '@/features/content/components/support-channels';
import type { Route } from './+types/customer-service';
import { contentMeta, prerenderedData } from '../page-route';
import { sectionOf } from '@/features/content/model/section-of';

export const meta = contentMeta('/customer-service');

/** Build time only: content/customer-service.md travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('customer-service') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/customer-service');

const messageFormId = 'send-message';

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <PageSection section={sectionOf(page, 'contact-options')} first>
        <SupportChannels channels={page.channels} messageFormId={messageFormId} />
      </PageSection>
      <PageSection section={sectionOf(page, 'quick-help')}>
        <QuickHelp topics={page.quickHelp} />
      </PageSection>
      <PageSection
        section={sectionOf(page, messageFormId)}
        id={messageFormId}
        tabIndex={-1}
        className="max-w-3xl"
      >
        <CustomerServiceForm />
      </PageSection>
    </div>
  );
}
