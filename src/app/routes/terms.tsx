import { shop } from '@/config/shop';
import { LegalPage } from '@/features/content/components/legal-page';
import { termsOfService } from '@/features/content/model/terms-of-service';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Terms of Service',
    description: `The terms for shopping at ${shop.brand}: accounts, orders and cancellations, payment, returns and refunds, and how disputes are resolved.`,
    path: '/terms',
  });
}

export default function Screen() {
  return <LegalPage title="Terms of Service" document={termsOfService} />;
}
