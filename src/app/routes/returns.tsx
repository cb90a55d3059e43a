import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { ReturnsInfo } from '@/features/content/components/returns-info';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Returns & Exchanges',
    description: `${shop.brand} returns: 30 days to return, free domestic return shipping, and refunds processed within 3-5 business days of receiving your return.`,
    path: '/returns',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Returns & Exchanges"
        description="Not quite right? Send it back within 30 days, and domestic return shipping is on us."
      />
      <ReturnsInfo />
    </div>
  );
}
