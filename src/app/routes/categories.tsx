import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { categoryCounts } from '@/domain/product-query';
import { CategoriesPage } from '@/features/catalogue/components/categories-page';
import { shop } from '@/config/shop';
import type { Route } from './+types/categories';
import { staticMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/categoriesRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
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
