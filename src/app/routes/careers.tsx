import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { ActionLink } from '@/features/content/components/action-links';
import { CareersContent } from '@/features/content/components/careers-content';
import type { Route } from './+types/careers';
import { contentMeta, prerenderedData } from '../page-route';

export const meta = contentMeta('/careers');

/** Build time only: content/careers.md, with its open positions, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('careers') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/careers');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={page.title}
        description={page.lead}
        actions={<ActionLink action={page.headerAction} size="lg" />}
      />
      <CareersContent page={page} />
    </div>
  );
}
