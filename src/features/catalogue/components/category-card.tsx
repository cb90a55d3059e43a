import { Link } from 'react-router';
import { CatalogueImage } from '@/components/catalogue-image';
import { CategoryIcon } from '@/components/category-icon';
import { categoryPath } from '@/config/paths';
import type { Category } from '@/domain/types';
import { cn } from '@/lib/cn';

interface CategoryCardProps {
  category: Category;
  /** A line under the name, e.g. '5 products' (the categories page). */
  countText?: string | undefined;
  /** Shows the category's description (the categories page). */
  showDescription?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Load the image eagerly (cards above the fold). */
  priority?: boolean;
  /** How wide its image is drawn (components/image-sizes.ts). */
  imageSizes: string;
  className?: string;
}

/** A category tile: its art, icon and name, linking to /products?category={id}. */
export function CategoryCard({
  category,
  countText,
  showDescription = false,
  headingLevel: Heading = 'h3',
  priority = false,
  imageSizes,
  className,
}: CategoryCardProps) {
  return (
    <article
      className={cn(
        'relative flex flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2',
        className,
      )}
    >
      <CatalogueImage
        image={category.image}
        sizes={imageSizes}
        priority={priority}
        className="aspect-[3/2] h-auto w-full bg-muted object-cover"
      />
      <div className="flex flex-1 items-start gap-3 p-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
          <CategoryIcon name={category.icon} className="size-5" />
        </span>
        <div className="flex flex-col gap-1">
          <Heading className="leading-snug font-semibold">
            <Link
              to={categoryPath(category.id)}
              className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
            >
              {category.name}
            </Link>
          </Heading>
          {countText ? <p className="text-sm text-muted-foreground">{countText}</p> : null}
          {showDescription ? <p className="text-sm text-muted-foreground">{category.description}</p> : null}
        </div>
      </div>
    </article>
  );
}
