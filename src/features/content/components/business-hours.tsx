import { openingHoursRows } from '@/data/shop-details-text';
import { cn } from '@/lib/cn';

/** Support opening hours as a description list (Mon-Fri 9AM-6PM EST, Sat 10AM-4PM EST, Sun closed). */
export function BusinessHours({ className }: { className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-6 gap-y-1', className)}>
      {openingHoursRows().map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium">{row.days}</dt>
          <dd className="text-muted-foreground">{row.hours}</dd>
        </div>
      ))}
    </dl>
  );
}
