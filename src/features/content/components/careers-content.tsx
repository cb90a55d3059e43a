import type { ContentPage } from '@/data/content-repository';
import { ClosingCallout } from './closing-callout';
import { PageSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { JobList } from './job-list';
import { NumberedSteps } from './numbered-steps';
import { StatList } from './stat-list';
import { sectionOf } from '../model/section-of';
import * as words from 'virtual:lumina-messages/careersPage';

const stepLabel = (step: number) => words.step({ step });

/** The id of the open positions section, the target of 'View All Positions'. */
const openPositionsId = 'open-positions';

/** The Careers page body (content/careers.md): benefits, culture and team figures, open positions, hiring process. */
export function CareersContent({ page }: { page: ContentPage<'careers'> }) {
  return (
    <>
      <PageSection section={sectionOf(page, 'why-work-here')} first>
        <FeatureGrid items={page.benefits} />
      </PageSection>
      <PageSection section={sectionOf(page, 'culture')} prose>
        <StatList stats={page.stats} className="mt-8" />
      </PageSection>
      <PageSection section={sectionOf(page, openPositionsId)} id={openPositionsId} tabIndex={-1}>
        <JobList jobs={page.jobs} />
      </PageSection>
      <PageSection section={sectionOf(page, 'hiring')}>
        <NumberedSteps steps={page.steps} stepLabel={stepLabel} />
      </PageSection>
      <ClosingCallout section={sectionOf(page, 'closing')} actions={page.closingActions} size="lg" />
    </>
  );
}
