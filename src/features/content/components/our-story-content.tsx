import type { ContentPage } from '@/data/content-repository';
import { ClosingCallout } from './closing-callout';
import { PageSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { sectionOf } from '../model/section-of';

/** The Our Story page body (content/our-story.md): the timeline, the values of each era, and what comes next. */
export function OurStoryContent({ page }: { page: ContentPage<'our-story'> }) {
  return (
    <>
      <PageSection section={sectionOf(page, 'journey')} first>
        <ol className="relative grid gap-8 border-s-2 border-secondary ps-8">
          {page.milestones.map((milestone) => (
            <li key={milestone.year} className="relative">
              <span
                aria-hidden="true"
                className="absolute -start-[2.6rem] top-1 size-4 rounded-full border-4 border-background bg-primary"
              />
              <h3>
                <span className="block text-sm font-bold tracking-wide text-primary">{milestone.year}</span>
                <span className="text-lg font-semibold">{milestone.title}</span>
              </h3>
              <p className="mt-1 max-w-2xl text-muted-foreground">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection section={sectionOf(page, 'what-guided-us')}>
        <FeatureGrid items={page.eras} columns={4} />
      </PageSection>
      <ClosingCallout section={sectionOf(page, 'closing')} actions={page.closingActions} centered={false} />
    </>
  );
}
