import { shop } from '@/config/shop';
import { LegalPage } from '@/features/content/components/legal-page';
import { privacyPolicy } from '@/features/content/model/privacy-policy';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Privacy Policy',
    description: `How ${shop.brand} collects, uses and protects your personal information, how long we keep it, and your rights.`,
    path: '/privacy',
  });
}

export default function Screen() {
  return <LegalPage title="Privacy Policy" document={privacyPolicy} />;
}
