import { GraduationCap, HeartPulse, Laptop, Plane, ShoppingBag, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { shop } from '@/config/shop';
import type { JobPosition } from '@/domain/types';
import { contactPathWithSubject, generalApplicationSubject } from '../model/contact-subject';
import { ContentSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { JobList } from './job-list';
import { NumberedSteps } from './numbered-steps';
import { StatList } from './stat-list';

const { brand } = shop;

/** The id of the open positions section, the target of 'View All Positions'. */
export const openPositionsId = 'open-positions';

const benefits = [
  {
    title: 'Health and wellbeing',
    description:
      'Medical, dental and vision cover for you and your family, plus a monthly wellness allowance.',
    icon: <HeartPulse />,
  },
  {
    title: 'Flexible work',
    description: 'Work from home, from one of our offices or a mix of both, with hours that fit your life.',
    icon: <Laptop />,
  },
  {
    title: 'Time to recharge',
    description: 'Generous paid time off, public holidays and a company-wide rest week every winter.',
    icon: <Plane />,
  },
  {
    title: 'Learning and growth',
    description: 'A yearly learning budget for courses, books and conferences, and mentoring from day one.',
    icon: <GraduationCap />,
  },
  {
    title: 'Family support',
    description: 'Paid parental leave for every parent and support for returning to work at your own pace.',
    icon: <Sprout />,
  },
  {
    title: 'Employee discount',
    description: `A generous discount on everything in the ${brand} shop, for you and your household.`,
    icon: <ShoppingBag />,
  },
] as const;

export const teamStats = [
  { value: '500+', label: 'Employees' },
  { value: '25+', label: 'Countries' },
  { value: '50%', label: 'Remote' },
  { value: '4.8/5', label: 'Employee Satisfaction' },
] as const;

const hiringSteps = [
  {
    title: 'Apply',
    description:
      'Send your application through our contact form, with a short note about you and a link to your CV or portfolio.',
  },
  {
    title: 'Initial review',
    description: 'A recruiter reads every application and replies within 1 week.',
  },
  {
    title: 'Interviews',
    description:
      'A friendly call with the recruiter, then a conversation and a practical task with the team.',
  },
  {
    title: 'Decision and offer',
    description: 'We decide within 2 weeks of your final interview and send you an offer.',
  },
] as const;

interface CareersContentProps {
  jobs: readonly JobPosition[];
}

/** The Careers page body: benefits, culture and team figures, open positions, hiring process. */
export function CareersContent({ jobs }: CareersContentProps) {
  return (
    <>
      <ContentSection
        title={`Why work at ${brand}`}
        intro="We look after the people who look after our customers."
        first
      >
        <FeatureGrid items={benefits} />
      </ContentSection>

      <ContentSection title="Our culture">
        <div className="grid max-w-3xl gap-4">
          <p>
            We are a team of curious, kind people who care about doing things properly. We share what we
            learn, we give each other honest feedback, and we celebrate the small improvements that make
            shopping easier.
          </p>
          <p>
            Half of us work remotely, so we write things down, keep meetings short and meet in person a few
            times a year to plan, build and have fun together.
          </p>
        </div>
        <StatList stats={teamStats} className="mt-8" />
      </ContentSection>

      <ContentSection
        id={openPositionsId}
        tabIndex={-1}
        title="Open Positions"
        intro={`${jobs.length} full-time roles, ${jobs.filter((job) => job.remote).length} of them open to remote work.`}
      >
        <JobList jobs={jobs} />
      </ContentSection>

      <ContentSection
        title="Our hiring process"
        intro="Four clear steps, and we keep you posted at each one."
      >
        <NumberedSteps steps={hiringSteps} />
      </ContentSection>

      <section className="mt-16 rounded-lg bg-secondary p-8 text-center text-secondary-foreground md:p-12">
        <h2 className="text-2xl font-bold">Don&apos;t see the right role?</h2>
        <p className="mx-auto mt-2 max-w-xl">
          We are always glad to meet great people. Tell us what you do best and we will be in touch when a
          role opens up.
        </p>
        <Button asChild size="lg" className="mt-6">
          <Link to={contactPathWithSubject(generalApplicationSubject)}>Submit General Application</Link>
        </Button>
      </section>
    </>
  );
}
