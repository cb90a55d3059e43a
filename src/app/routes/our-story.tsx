import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { OurStoryContent } from '@/features/content/components/our-story-content';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Our Story',
    description: `How ${shop.brand} grew from fifty hand-picked products in 2015 to a shop for millions, and where we are heading next.`,
    path: '/our-story',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader
        title="Our Story"
        description={`From a San Francisco apartment to customers in more than 100 countries: the ${shop.brand} journey so far.`}
      />
      <OurStoryContent />
    </div>
  );
}
