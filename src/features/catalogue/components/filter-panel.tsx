import type * as React from 'react';
import { useId } from 'react';
import { PriceRangeFilter } from '@/components/price-range-filter';
import { FiltersAside } from '@/components/filters-aside';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { CategoryId, CategoryName } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/productsPage';
import type { ProductsParams } from '../model/products-listing';

interface FilterPanelProps {
  categories: readonly CategoryName[];
  params: ProductsParams;
  onChange: (next: Partial<ProductsParams>) => void;
  /** Shown as 'Clear Filters' when given (anything differs from the plain list). */
  onClear?: () => void;
  /** The facets (components/facet-section.tsx), after the price range. */
  facets?: React.ReactNode;
  className?: string;
}

/**
 * The products page's filters: category buttons (All Products plus each category), the
 * featured / on-sale flags, the price range and the facets.
 */
export function FilterPanel({ categories, params, onChange, onClear, facets, className }: FilterPanelProps) {
  const categoryHeadingId = useId();
  const featuredId = useId();
  const saleId = useId();
  const choose = (category: CategoryId | null) => onChange({ category });
  return (
    <FiltersAside onClear={onClear} className={className}>
      <div role="group" aria-labelledby={categoryHeadingId}>
        <h3 id={categoryHeadingId} className="mb-2 font-semibold">
          {words.category}
        </h3>
        <ul className="flex flex-col gap-1">
          <li>
            <CategoryButton pressed={params.category === null} onClick={() => choose(null)}>
              {words.allProducts}
            </CategoryButton>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryButton pressed={params.category === category.id} onClick={() => choose(category.id)}>
                {category.name}
              </CategoryButton>
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{words.showOnly}</legend>
        <div className="flex items-center gap-2">
          <Checkbox
            id={featuredId}
            checked={params.featured}
            onChange={(event) => onChange({ featured: event.target.checked })}
          />
          <Label htmlFor={featuredId}>{words.featuredFilter}</Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={saleId}
            checked={params.sale}
            onChange={(event) => onChange({ sale: event.target.checked })}
          />
          <Label htmlFor={saleId}>{words.onSaleFilter}</Label>
        </div>
      </fieldset>
      <PriceRangeFilter
        minPrice={params.minPrice}
        maxPrice={params.maxPrice}
        onCommit={(range) => onChange(range)}
      />
      {facets}
    </FiltersAside>
  );
}

function CategoryButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex min-h-10 w-full items-center rounded-md px-3 text-start text-sm font-medium transition-colors',
        pressed ? 'bg-primary text-primary-foreground' : 'hover:bg-accent hover:text-accent-foreground',
      )}
    >
      {children}
    </button>
  );
}
