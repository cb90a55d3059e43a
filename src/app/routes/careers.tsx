import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { shop } from '@/config/shop';
import { getJobs } from '@/data/content-repository';
import { CareersContent, openPositionsId } from '@/features/content/components/careers-content';
import { InPageLink } from '@/features/content/components/in-page-link';
import { pageMeta } from '../seo';
import { keptOrLoaded } from '../layout/kept-page-data';
import type { Route } from './+types/careers';

export function meta() {
  return pageMeta({
    title: 'Careers',
    description: `Join the ${shop.brand} team: see our open positions, benefits, culture and hiring process, and apply online.`,
    path: '/careers',
  });
}

/** Build time only: the open positions travel in the page (and its .data file). */
export function loader() {
  return { jobs: getJobs() };
}

/** In the browser: this page's data as fetched ahead or just shown, else its prerendered `.data`. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keptOrLoaded(args, 'routes/careers');
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={`Careers at ${shop.brand}`}
        description="Help us make shopping simple, fair and friendly for millions of people."
        actions={
          <Button asChild size="lg">
            <InPageLink targetId={openPositionsId}>View All Positions</InPageLink>
          </Button>
        }
      />
      <CareersContent jobs={loaderData.jobs} />
    </div>
  );
}
