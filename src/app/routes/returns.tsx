import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { ReturnsInfo } from '@/features/content/components/returns-info';
import type { Route } from './+types/returns';
import { contentMeta, prerenderedData } from '../page-route';

export const meta = contentMeta('/returns');

/** Build time only: content/returns.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('returns') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/returns');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <ReturnsInfo page={page} />
    </div>
  );
}
