import type * as React from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/listing';

interface FiltersAsideProps {
  /** The filters: category, price range, facets... */
  children: React.ReactNode;
  /** Shown as 'Clear Filters' after them when given. */
  onClear?: () => void;
  className?: string;
}

/** A listing's filter column: the 'Filters' heading, the filters and Clear Filters. */
export function FiltersAside({ children, onClear, className }: FiltersAsideProps) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className={cn('flex flex-col gap-6', className)}>
      <h2 id={headingId} className="text-lg font-semibold">
        {words.filters}
      </h2>
      {children}
      {onClear ? (
        <Button variant="outline" onClick={onClear}>
          {words.clearFilters}
        </Button>
      ) : null}
    </aside>
  );
}
