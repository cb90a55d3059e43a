import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { categoryCounts } from '@/domain/product-query';
import { CategoriesPage } from '@/features/catalogue/components/categories-page';
import { shop } from '@/config/shop';
import type { Route } from './+types/categories';
import { staticMeta, prerenderedData } from '../page-route';

export const meta = staticMeta({
  title: 'Categories',
  description: `Shop ${shop.brand} by category: electronics, clothing, home and garden, sports, books and beauty.`,
  path: '/categories',
});

/** Build time only: the categories and their product counts travel in the page, not the catalogue. */
export function loader() {
  const categories = getAllCategories();
  return { categories, counts: categoryCounts(getAllProducts(), categories) };
}

export const clientLoader = prerenderedData<typeof loader>('routes/categories');

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} counts={loaderData.counts} />;
}
