import { cn } from '@/lib/cn';

export interface Stat {
  value: string;
  label: string;
}

/** A row of headline figures ('10M+ Happy Customers'), as a description list. */
export function StatList({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 md:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-secondary p-6 text-center">
          <dt className="mt-1 text-sm font-medium text-secondary-foreground">{stat.label}</dt>
          <dd className="text-3xl font-bold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
