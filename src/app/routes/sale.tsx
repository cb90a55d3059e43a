import { getAllProducts } from '@/data/catalog-repository';
import { SalePage } from '@/features/catalog/components/sale-page';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { pageMeta } from '../seo';
import { store } from '@/config/store';

export function meta() {
  return pageMeta({
    title: 'Sale',
    description: `Products on sale at ${store.brand}, biggest discounts first.`,
    path: '/sale',
  });
}

export default function Sale() {
  return (
    <SalePage products={getAllProducts()} renderAction={(product) => <WishlistToggle product={product} />} />
  );
}
