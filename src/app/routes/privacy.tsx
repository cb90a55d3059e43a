import { getContentPage } from '@/data/content-repository';
import { LegalPage } from '@/features/content/components/legal-page';
import type { Route } from './+types/privacy';
import { contentMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/privacyRoute';

export const meta = contentMeta('/privacy');

/** Build time only: content/privacy.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('privacy') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/privacy');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <LegalPage
      page={page}
      lastUpdated={words.lastUpdated({ date: page.lastUpdated })}
      contentsTitle={words.contents}
    />
  );
}
