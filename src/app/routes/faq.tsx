import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { ClosingCallout } from '@/features/content/components/closing-callout';
import { FaqBrowser } from '@/features/content/components/faq-browser';
import type { Route } from './+types/faq';
import { contentMeta, prerenderedData } from '../page-route';
import { sectionOf } from '@/features/content/model/section-of';

export const meta = contentMeta('/faq');

/** Build time only: content/faq.md, its questions and answers rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('faq') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/faq');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <FaqBrowser groups={page.categories} />
      <ClosingCallout section={sectionOf(page, 'closing')} actions={page.closingActions} />
    </div>
  );
}
