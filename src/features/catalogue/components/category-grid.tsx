import type { Category, CategoryId } from '@/domain/types';
import { cn } from '@/lib/cn';
import { CategoryCard } from './category-card';

interface CategoryGridProps {
  categories: readonly Category[];
  /** Accessible name of the list. */
  label: string;
  /** When given, each card shows this line under its name (e.g. '5 products'). */
  countTextOf?: (category: CategoryId) => string;
  showDescription?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards load their image eagerly. */
  eagerCount?: number;
  /** How wide each card's image is drawn, for the grid classes given (components/image-sizes.ts). */
  imageSizes: string;
  className?: string;
}

/** A responsive grid of category cards (pass grid classes to change the columns). */
export function CategoryGrid({
  categories,
  label,
  countTextOf,
  showDescription,
  headingLevel,
  eagerCount = 0,
  imageSizes,
  className,
}: CategoryGridProps) {
  return (
    <ul aria-label={label} className={cn('grid gap-6', className)}>
      {categories.map((category, index) => (
        <li key={category.id} className="flex">
          <CategoryCard
            category={category}
            countText={countTextOf?.(category.id)}
            showDescription={showDescription}
            headingLevel={headingLevel}
            priority={index < eagerCount}
            imageSizes={imageSizes}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
