import type { ContentPage } from '@/data/content-repository';
import { ActionLink } from './action-links';
import { PageSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { InfoBlocks } from './info-blocks';
import { NumberedSteps } from './numbered-steps';
import { sectionOf } from '../model/section-of';
import * as words from 'virtual:lumina-messages/returnsPage';

const stepLabel = (step: number) => words.step({ step });

/** The Returns & Exchanges page body (content/returns.md): highlights, policy, timeline, exchanges and problem orders. */
export function ReturnsInfo({ page }: { page: ContentPage<'returns'> }) {
  return (
    <>
      <PageSection section={sectionOf(page, 'at-a-glance')} first>
        <FeatureGrid items={page.highlights} />
      </PageSection>
      <PageSection section={sectionOf(page, 'policy')} />
      <PageSection section={sectionOf(page, 'how-returns-work')}>
        <NumberedSteps steps={page.steps} stepLabel={stepLabel} />
        <ActionLink action={page.startReturn} className="mt-8" />
      </PageSection>
      <InfoBlocks blocks={page.infoBlocks} className="md:grid-cols-3" />
      <PageSection section={sectionOf(page, 'questions')} />
    </>
  );
}
