import { PageHeader } from '@/components/page-header';
import { getContentPage } from '@/data/content-repository';
import { ShippingInfo } from '@/features/content/components/shipping-info';
import type { Route } from './+types/shipping';
import { contentMeta, prerenderedData } from '../page-route';

export const meta = contentMeta('/shipping');

/** Build time only: content/shipping.md, rendered, travels in the page (and its .data file). */
export function loader() {
  return { page: getContentPage('shipping') };
}

export const clientLoader = prerenderedData<typeof loader>('routes/shipping');

export default function Screen({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.title} description={page.lead} />
      <ShippingInfo page={page} />
    </div>
  );
}
