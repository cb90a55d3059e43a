import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { AboutContent } from '@/features/content/components/about-content';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'About Us',
    description: `About ${shop.brand}: our mission, values, leadership team and awards. Well-made everyday things for more than 10 million customers in 100+ countries.`,
    path: '/about',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={`About ${shop.brand}`} description={shop.tagline} />
      <AboutContent />
    </div>
  );
}
