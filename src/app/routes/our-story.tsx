import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { OurStoryContent } from '@/features/content/components/our-story-content';
import type { Route } from './+types/our-story';
import { contentMeta, prerenderedData } from '../page-route';

export const meta = contentMeta('/our-story');

/** Build time only: content/our-story.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('our-story') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/our-story');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <OurStoryContent page={page} />
    </div>
  );
}
