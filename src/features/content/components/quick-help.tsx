import { Link } from 'react-router';
import type { ContentPage } from '@/data/content-repository';
import { ContentIcon } from './content-icon';

/** The Quick Help grid: a card link to each self-service page. */
export function QuickHelp({ topics }: { topics: ContentPage<'customer-service'>['quickHelp'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {topics.map((topic) => (
        <li
          key={topic.href}
          className="relative rounded-lg border p-5 transition-colors focus-within:border-primary hover:border-primary hover:bg-muted"
        >
          <ContentIcon icon={topic.icon} className="size-6 text-primary" />
          <h3 className="mt-3 font-semibold">
            <Link to={topic.href} className="after:absolute after:inset-0 after:rounded-lg">
              {topic.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-muted-foreground">{topic.text}</p>
        </li>
      ))}
    </ul>
  );
}
