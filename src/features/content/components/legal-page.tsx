import { PageHeader } from '@/components/page-header';
import type { ContentPage } from '@/data/content-repository';
import { InPageLink } from './in-page-link';
import { Markdown } from './markdown';

// Its words come from the route: this component is shared by two pages (the `content` group of
// scripts/chunk-groups.mjs), and words imported here would be a chunk of their own.
interface LegalPageProps {
  page: ContentPage<'privacy'> | ContentPage<'terms'>;
  /** Under the h1: 'Last updated: <date>'. */
  lastUpdated: string;
  /** The table of contents' heading. */
  contentsTitle: string;
}

/** A legal page (content/privacy.md, terms.md): its h1 and date, a table of contents, then one h2 section per topic. */
export function LegalPage({ page, lastUpdated, contentsTitle }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={page.title} description={lastUpdated} />
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="toc-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {contentsTitle}
          </h2>
          <ol className="mt-3 grid gap-1 border-l text-sm">
            {page.sections.map((section) => (
              <li key={section.id}>
                <InPageLink
                  targetId={section.id}
                  className="-ms-px block border-s-2 border-transparent py-1.5 ps-3 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {section.title}
                </InPageLink>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl leading-7">
          <Markdown html={page.introHtml} className="text-lg text-muted-foreground" />
          {page.sections.map((section) => (
            <section key={section.id} id={section.id} tabIndex={-1} className="mt-10 scroll-mt-12">
              <h2 className="text-2xl font-bold tracking-tight">{section.title}</h2>
              <Markdown html={section.html} className="mt-4 [&_li+li]:mt-2" />
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
