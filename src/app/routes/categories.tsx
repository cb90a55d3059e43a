import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { CategoriesPage } from '@/features/catalog/components/categories-page';
import { pageMeta } from '../seo';
import { store } from '@/config/store';

export function meta() {
  return pageMeta({
    title: 'Categories',
    description: `Shop ${store.brand} by category: electronics, clothing, home and garden, sports, books and beauty.`,
    path: '/categories',
  });
}

export default function Categories() {
  return <CategoriesPage categories={getAllCategories()} products={getAllProducts()} />;
}
