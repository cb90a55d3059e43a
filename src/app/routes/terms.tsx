import { getContentPage } from '@/data/content-repository';
import { LegalPage } from '@/features/content/components/legal-page';
import type { Route } from './+types/terms';
import { contentMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/termsRoute';

export const meta = contentMeta('/terms');

/** Build time only: content/terms.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('terms') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/terms');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <LegalPage
      page={page}
      lastUpdated={words.lastUpdated({ date: page.lastUpdated })}
      contentsTitle={words.contents}
    />
  );
}
