import { Link } from 'react-router';
import { imageSizes } from '@/components/image-sizes';
import type { Category } from '@/domain/types';
import * as words from 'virtual:lumina-messages/homePage';
import { CategoryGrid } from './category-grid';

/** The home page's 'Shop by Category' grid; each tile opens the product list for that category. */
export function ShopByCategory({ categories }: { categories: readonly Category[] }) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 pt-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id="categories-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
          {words.shopByCategory}
        </h2>
        <Link
          to="/categories"
          className="inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {words.allCategories}
        </Link>
      </div>
      <CategoryGrid
        categories={categories}
        label={words.categoriesLabel}
        imageSizes={imageSizes.grid6}
        className="grid-cols-2 md:grid-cols-3 xl:grid-cols-6"
      />
    </section>
  );
}
