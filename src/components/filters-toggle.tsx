import { SlidersHorizontal } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FiltersToggleProps extends React.ComponentProps<typeof Button> {
  /** How many filters are active: shown as a badge, and read as the button's description. */
  count: number;
}

/** Filters' name in words: '1 active filter', '2 active filters'. */
export function activeFiltersText(count: number): string {
  return `${count} active ${count === 1 ? 'filter' : 'filters'}`;
}

/**
 * The 'Filters' button that shows or hides a listing's filter column below lg (pass aria-expanded
 * and aria-controls). Its name stays 'Filters'; the count of active filters is a badge (hidden
 * from the name) and the button's description.
 */
export function FiltersToggle({ count, className, ...props }: FiltersToggleProps) {
  const countId = useId();
  return (
    <>
      <Button
        variant="outline"
        aria-describedby={count > 0 ? countId : undefined}
        className={cn('lg:hidden', className)}
        {...props}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
          >
            {count}
          </span>
        ) : null}
      </Button>
      {/* The description, outside the button so the name stays 'Filters'. */}
      {count > 0 ? (
        <span id={countId} hidden>
          {activeFiltersText(count)}
        </span>
      ) : null}
    </>
  );
}
