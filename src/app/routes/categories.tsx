import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { categoryCounts } from '@/domain/product-query';
import { CategoriesPage } from '@/features/catalogue/components/categories-page';
import { pageMeta } from '../seo';
import { shop } from '@/config/shop';
import { keptOrLoaded } from '../layout/kept-page-data';
import type { Route } from './+types/categories';

export function meta() {
  return pageMeta({
    title: 'Categories',
    description: `Shop ${shop.brand} by category: electronics, clothing, home and garden, sports, books and beauty.`,
    path: '/categories',
  });
}

/** Build time only: the categories and their product counts travel in the page, not the catalogue. */
export function loader() {
  const categories = getAllCategories();
  return { categories, counts: categoryCounts(getAllProducts(), categories) };
}

/** In the browser: this page's data as fetched ahead or just shown, else its prerendered `.data`. */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return keptOrLoaded(args, 'routes/categories');
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} counts={loaderData.counts} />;
}
