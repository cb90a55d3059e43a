import { CartView } from '@/features/cart/components/cart-view';
import { AddToWishlistButton } from '@/features/wishlist/components/add-to-wishlist-button';
import { shop } from '@/config/shop';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/cartRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
  path: '/cart',
});

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CartView renderLineActions={(product) => <AddToWishlistButton product={product} />} />
    </div>
  );
}
