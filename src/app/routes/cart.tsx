import { CartView } from '@/features/cart/components/cart-view';
import { AddToWishlistButton } from '@/features/wishlist/components/add-to-wishlist-button';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'Shopping Cart',
  description: `Your ${shop.brand} shopping cart.`,
  path: '/cart',
});

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CartView renderLineActions={(product) => <AddToWishlistButton product={product} />} />
    </div>
  );
}
