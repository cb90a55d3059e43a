import { Sparkles } from 'lucide-react';
import type { ContentPage } from '@/data/content-repository';
import { ClosingCallout } from './closing-callout';
import { ContentIcon } from './content-icon';
import { PageSection } from './content-section';
import { FeatureGrid } from './feature-grid';
import { StatList } from './stat-list';
import { sectionOf } from '../model/section-of';
import * as words from 'virtual:lumina-messages/aboutPage';

/** The About page body (content/about.md): mission and vision, figures, values, story, leadership, awards and next steps. */
export function AboutContent({ page }: { page: ContentPage<'about'> }) {
  return (
    <>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {page.cards.map((card) => (
          <section key={card.title} className="rounded-lg bg-secondary p-8 text-secondary-foreground">
            <ContentIcon icon={card.icon} className="size-8" />
            <h2 className="mt-4 text-2xl font-bold">{card.title}</h2>
            <p className="mt-2">{card.text}</p>
          </section>
        ))}
      </div>
      <PageSection section={sectionOf(page, 'in-numbers')}>
        <StatList stats={page.stats} />
      </PageSection>
      <PageSection section={sectionOf(page, 'values')}>
        <FeatureGrid items={page.values} />
      </PageSection>
      <PageSection section={sectionOf(page, 'story')} />
      <PageSection section={sectionOf(page, 'leadership')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.leaders.map((leader) => (
            <li key={leader.name} className="rounded-lg border p-6 text-center">
              <img
                src={leader.image}
                width={240}
                height={240}
                loading="lazy"
                decoding="async"
                alt={words.portraitAlt({ name: leader.name })}
                className="mx-auto size-32 rounded-full"
              />
              <h3 className="mt-4 text-lg font-semibold">{leader.name}</h3>
              <p className="text-sm font-medium text-primary">{leader.role}</p>
              <p className="mt-2 text-sm text-muted-foreground">{leader.bio}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection section={sectionOf(page, 'awards')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.awards.map((award) => (
            <li key={award.title} className="flex flex-col items-center rounded-lg border p-6 text-center">
              <ContentIcon icon={award.icon} className="size-8 text-star" />
              <h3 className="mt-3 font-semibold">{award.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{award.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <ClosingCallout
        section={sectionOf(page, 'closing')}
        actions={page.closingActions}
        icon={<Sparkles aria-hidden="true" />}
        size="lg"
      />
    </>
  );
}
