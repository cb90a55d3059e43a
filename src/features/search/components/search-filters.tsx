import { memo, useId } from 'react';
import { PriceRangeFilter } from '@/components/price-range-filter';
import { Button } from '@/components/ui/button';
import type { PriceRange } from '@/domain/price-range';

interface SearchFiltersProps extends PriceRange {
  onPriceChange: (range: PriceRange) => void;
  /** Resets the price range and the sort, keeping the query. */
  onClear: () => void;
}

/** The search page's filters: the price range (committed on release) and Clear Filters. */
export const SearchFilters = memo(function SearchFilters({
  minPrice,
  maxPrice,
  onPriceChange,
  onClear,
}: SearchFiltersProps) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Filters
      </h2>
      <PriceRangeFilter minPrice={minPrice} maxPrice={maxPrice} onCommit={onPriceChange} />
      <Button variant="outline" onClick={onClear}>
        Clear Filters
      </Button>
    </aside>
  );
});
