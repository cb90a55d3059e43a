import { memo } from 'react';
import { FacetSection } from '@/components/facet-section';
import { FiltersAside } from '@/components/filters-aside';
import { PriceRangeFilter } from '@/components/price-range-filter';
import type { FacetChoice } from '@/domain/facet-params';
import type { FacetCounts } from '@/domain/facet-types';
import type { PriceRange } from '@/domain/price-range';

interface SearchFiltersProps extends PriceRange {
  onPriceChange: (range: PriceRange) => void;
  /** The facets' counts for the results shown (none until the first results). */
  facetCounts?: FacetCounts;
  facets: FacetChoice;
  onFacetsChange: (choice: FacetChoice) => void;
  /** Resets the price range, the facets and the sort, keeping the query. */
  onClear: () => void;
}

/** The search page's filters: the price range (committed on release), the facets and Clear Filters. */
export const SearchFilters = memo(function SearchFilters({
  minPrice,
  maxPrice,
  onPriceChange,
  facetCounts,
  facets,
  onFacetsChange,
  onClear,
}: SearchFiltersProps) {
  return (
    <FiltersAside onClear={onClear}>
      <PriceRangeFilter minPrice={minPrice} maxPrice={maxPrice} onCommit={onPriceChange} />
      <FacetSection counts={facetCounts} choice={facets} onChange={onFacetsChange} />
    </FiltersAside>
  );
});
