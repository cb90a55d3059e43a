import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { CategoriesPage } from '@/features/catalog/components/categories-page';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Categories',
    description: 'Shop Lumina by category: electronics, clothing, home and garden, sports, books and beauty.',
    path: '/categories',
  });
}

export default function Categories() {
  return <CategoriesPage categories={getAllCategories()} products={getAllProducts()} />;
}
