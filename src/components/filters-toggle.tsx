import { SlidersHorizontal } from 'lucide-react';
import type * as React from 'react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/listing';

interface FiltersToggleProps extends React.ComponentProps<typeof Button> {
  /** How many filters are active: shown as a badge, and read as the button's description. */
  count: number;
}

/** Filters' name in words: '1 active filter', '2 active filters'. */
export function activeFiltersText(count: number): string {
  return words.activeFilters({ count });
}

/**
 * The 'Filters' button that shows or hides a listing's filter column below lg (pass aria-expanded
 * and aria-controls). Its name stays 'Filters'; the count of active filters is a badge on its
 * corner (hidden from the name; placed over the corner, so the count appearing moves nothing) and
 * the button's description.
 */
export function FiltersToggle({ count, className, ...props }: FiltersToggleProps) {
  const countId = useId();
  return (
    <>
      <Button
        variant="outline"
        aria-describedby={count > 0 ? countId : undefined}
        className={cn('relative lg:hidden', className)}
        {...props}
      >
        <SlidersHorizontal aria-hidden="true" />
        {words.filters}
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -end-2 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs text-primary-foreground"
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

interface FiltersBarProps {
  /** Active filters, counted on the toggle. */
  count: number;
  open: boolean;
  onToggle: () => void;
  /** The id of the filter column the toggle shows and hides. */
  controls: string;
  /** The list's SortSelect. */
  sort: React.ReactNode;
}

/**
 * The row above a filtered list: the Filters toggle (below lg) and the sort. One line from 360 px,
 * the sort giving way (its text clipped) rather than wrapping, so the count appearing after
 * hydration never pushes the list down.
 */
export function FiltersBar({ count, open, onToggle, controls, sort }: FiltersBarProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3 min-[22.5rem]:flex-nowrap lg:justify-end">
      <FiltersToggle
        count={count}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
        className="shrink-0"
      />
      <div className="min-w-0">{sort}</div>
    </div>
  );
}
