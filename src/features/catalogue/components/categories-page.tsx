import { Link } from 'react-router';
import { imageSizes } from '@/components/image-sizes';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import type { Category } from '@/domain/types';
import * as words from 'virtual:lumina-messages/categoriesPage';
import { productCountText } from '../model/listing-text';
import { CategoryGrid } from './category-grid';

interface CategoriesPageProps {
  categories: readonly Category[];
  /** Products per category id (counted at build time). */
  counts: Readonly<Record<string, number>>;
}

/** The category listing: a card per category with its icon and product count, and View All Products. */
export function CategoriesPage({ categories, counts }: CategoriesPageProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader title={words.title} description={words.description} />
      <CategoryGrid
        categories={categories}
        label={words.categoriesLabel}
        countTextOf={(id) => productCountText(counts[id] ?? 0)}
        showDescription
        headingLevel="h2"
        eagerCount={3}
        imageSizes={imageSizes.grid3}
        className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-3"
      />
      <div className="mt-10 flex justify-center">
        <Button asChild size="lg">
          <Link to="/products">{words.viewAllProducts}</Link>
        </Button>
      </div>
    </div>
  );
}
