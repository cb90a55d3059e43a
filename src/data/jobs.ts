import type { JobPosition } from '@/domain/types';

/** Open positions on the careers page. All full-time; every role but Marketing Specialist is remote-friendly. */
export const jobs: readonly JobPosition[] = Object.freeze<JobPosition[]>([
  {
    id: '1',
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Remote (US & Canada)',
    type: 'Full-time',
    remote: true,
    description:
      'Build fast, accessible shopping experiences in React and TypeScript, and help shape our design system and performance budgets.',
  },
  {
    id: '2',
    title: 'Product Designer',
    department: 'Design',
    location: 'San Francisco, CA',
    type: 'Full-time',
    remote: true,
    description:
      'Own end-to-end flows from discovery to checkout, pairing customer research with clear interaction and visual design.',
  },
  {
    id: '3',
    title: 'Marketing Specialist',
    department: 'Marketing',
    location: 'New York, NY',
    type: 'Full-time',
    remote: false,
    description:
      'Plan and run seasonal campaigns across email, social and partnerships from our New York studio, working closely with merchandising.',
  },
  {
    id: '4',
    title: 'Customer Experience Lead',
    department: 'Customer Experience',
    location: 'Austin, TX',
    type: 'Full-time',
    remote: true,
    description:
      'Lead a friendly support team, keep our help content sharp and turn customer feedback into product improvements.',
  },
  {
    id: '5',
    title: 'Operations Planner',
    department: 'Operations',
    location: 'Columbus, OH',
    type: 'Full-time',
    remote: true,
    description:
      'Forecast demand, coordinate carriers and warehouse partners, and keep our delivery promises accurate and on time.',
  },
  {
    id: '6',
    title: 'Data Analyst',
    department: 'Data',
    location: 'Remote (US)',
    type: 'Full-time',
    remote: true,
    description:
      'Turn shopping and catalogue data into clear dashboards and experiments that guide merchandising and pricing decisions.',
  },
]);
