import { PageHeader } from '@/components/page-header';
import type { LegalBlock, LegalDocument } from '../model/legal-document';
import { InPageLink } from './in-page-link';

interface LegalPageProps {
  title: string;
  document: LegalDocument;
}

/** A legal document: its h1 and date, a table of contents, then one h2 section per topic. */
export function LegalPage({ title, document }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader title={title} description={`Last updated: ${document.lastUpdated}`} />
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-28 lg:self-start">
          <h2
            id="toc-heading"
            className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
          >
            Contents
          </h2>
          <ol className="mt-3 grid gap-1 border-l text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <InPageLink
                  targetId={section.id}
                  className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-muted-foreground hover:border-primary hover:text-foreground"
                >
                  {section.title}
                </InPageLink>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl leading-7">
          {document.intro.map((paragraph) => (
            <p key={paragraph} className="text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} tabIndex={-1} className="mt-10 scroll-mt-12">
              <h2 className="text-2xl font-bold tracking-tight">{section.title}</h2>
              <Blocks blocks={section.blocks} />
              {section.subsections?.map((sub) => (
                <div key={sub.title}>
                  <h3 className="mt-6 text-lg font-semibold">{sub.title}</h3>
                  <Blocks blocks={sub.blocks} />
                </div>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function Blocks({ blocks }: { blocks: readonly LegalBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index} className="mt-4">
        {block}
      </p>
    ) : (
      <ul key={index} className="mt-4 list-disc space-y-2 pl-6">
        {block.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  );
}
