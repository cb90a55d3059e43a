import type { ContentFeature } from '@/data/content-repository';
import { cn } from '@/lib/cn';
import { ContentIcon } from './content-icon';

const columnClass = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

interface FeatureGridProps {
  items: readonly ContentFeature[];
  /** Columns on large screens. */
  columns?: keyof typeof columnClass;
  className?: string;
}

/** A grid of short points with an icon and an h3 each (values, benefits, eras). */
export function FeatureGrid({ items, columns = 3, className }: FeatureGridProps) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', columnClass[columns], className)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-lg border p-6">
          <div className="inline-flex rounded-full bg-secondary p-3 text-primary [&_svg]:size-6">
            <ContentIcon icon={item.icon} />
          </div>
          <h3 className="mt-4 font-semibold">{item.title}</h3>
          <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
