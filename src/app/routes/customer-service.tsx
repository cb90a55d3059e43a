import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { ContentSection } from '@/features/content/components/content-section';
import { CustomerServiceForm } from '@/features/content/components/customer-service-form';
import { QuickHelp } from '@/features/content/components/quick-help';
import { SupportChannels } from '@/features/content/components/support-channels';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Customer Service',
    description: `Get help from ${shop.brand}: call, email or chat with our support team, find quick answers, or send us a message. Average response time 2-4 hours.`,
    path: '/customer-service',
  });
}

const messageFormId = 'send-message';

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Customer Service"
        description="We're here to help. Reach us by phone, email or live chat, or send us a message."
      />
      <ContentSection title="Contact options" first>
        <SupportChannels messageFormId={messageFormId} />
      </ContentSection>
      <ContentSection title="Quick Help" intro="Most answers are only a click away.">
        <QuickHelp />
      </ContentSection>
      <ContentSection
        id={messageFormId}
        tabIndex={-1}
        title="Send us a message"
        intro={`Average response time: ${shop.support.averageResponseTime}. We answer every message within ${shop.support.emailResponseTime}.`}
        className="max-w-3xl"
      >
        <CustomerServiceForm />
      </ContentSection>
    </div>
  );
}
