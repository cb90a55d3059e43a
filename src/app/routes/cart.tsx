import { CartView } from '@/features/cart/components/cart-view';
import { AddToWishlistButton } from '@/features/wishlist/components/add-to-wishlist-button';
import { pageMeta } from '../seo';
import { store } from '@/config/store';

export function meta() {
  return pageMeta({
    title: 'Shopping Cart',
    description: `Your ${store.brand} shopping cart.`,
    path: '/cart',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CartView renderLineActions={(product) => <AddToWishlistButton product={product} />} />
    </div>
  );
}
