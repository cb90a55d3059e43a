import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { AboutContent } from '@/features/content/components/about-content';
import type { Route } from './+types/about';
import { contentMeta, prerenderedData } from '../page-route';

export const meta = contentMeta('/about');

/** Build time only: content/about.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('about') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/about');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <AboutContent page={page} />
    </div>
  );
}
