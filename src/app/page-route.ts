import type { MetaDescriptor } from 'react-router';
import { keptOrLoaded } from './layout/kept-page-data';
import { pageMeta, type PageMetaInput } from './seo';

// The glue a prerendered page's route module needs besides its build-time `loader` and its
// component: `export const meta = staticMeta({...})` and, where it has a loader,
// `export const clientLoader = prerenderedData<typeof loader>('routes/<file>')`.

/** A page's `meta` export when its tags do not depend on its data. */
export function staticMeta(page: PageMetaInput): () => MetaDescriptor[] {
  return () => pageMeta(page);
}

/**
 * A content page's `meta` export (content/<page>.md): its document title (`metaTitle`, else the
 * h1) and description travel with the page's build-time data.
 */
export function contentMeta(path: string) {
  type Data = { page: { title: string; metaTitle?: string; description: string } };
  return ({ loaderData }: { loaderData: Data | undefined }): MetaDescriptor[] => {
    if (!loaderData) return [];
    const { title, metaTitle, description } = loaderData.page;
    return pageMeta({ title: metaTitle ?? title, description, path });
  };
}

/**
 * A prerendered page's `clientLoader` export (`L` is its `loader`, `routeId` its file under
 * `app/` without the extension): in the browser its data is what was fetched ahead or just shown,
 * else its prerendered `.data` file, as React Router would load it.
 */
export function prerenderedData<L extends (...args: never[]) => unknown>(routeId: string) {
  return (args: { request: Request; serverLoader: () => Promise<unknown> }) =>
    keptOrLoaded(args, routeId) as Promise<Awaited<ReturnType<L>>>;
}
