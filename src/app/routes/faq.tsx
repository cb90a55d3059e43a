import { PageHeader } from '@/components/page-header';
import { shop } from '@/config/shop';
import { getFaqGroups } from '@/data/content-repository';
import { FaqBrowser } from '@/features/content/components/faq-browser';
import { StillHaveQuestions } from '@/features/content/components/still-have-questions';
import { pageMeta } from '../seo';
import { keptOrLoaded } from '../layout/kept-page-data';
import type { Route } from './+types/faq';

export function meta() {
  return pageMeta({
    title: 'FAQ',
    description: `Answers to common questions about shopping at ${shop.brand}: orders, shipping, returns, your account and security.`,
    path: '/faq',
  });
}

/** Build time only: the questions and answers travel in the page (and its .data file). */
export function loader() {
  return { groups: getFaqGroups() };
}

/** In the browser: this page's data as fetched ahead or just shown, else its prerendered `.data`. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keptOrLoaded(args, 'routes/faq');
}

export default function Screen({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <PageHeader
        title="Frequently Asked Questions"
        description="Find quick answers about shopping, shipping, returns, your account and security."
      />
      <FaqBrowser groups={loaderData.groups} />
      <StillHaveQuestions />
    </div>
  );
}
