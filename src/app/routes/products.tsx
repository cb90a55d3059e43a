import { getAllCategories, getAllProducts } from '@/data/catalog-repository';
import { ProductsPage } from '@/features/catalog/components/products-page';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { pageMeta } from '../seo';
import { store } from '@/config/store';

export function meta() {
  return pageMeta({
    title: 'All Products',
    description: `Browse every product in the ${store.brand} catalogue: filter by category and price, and sort by price, rating or newest.`,
    path: '/products',
  });
}

export default function Products() {
  return (
    <ProductsPage
      products={getAllProducts()}
      categories={getAllCategories()}
      renderAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
