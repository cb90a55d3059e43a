import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { staticMeta } from '../page-route';
import * as words from 'virtual:lumina-messages/wishlistRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description,
  path: '/wishlist',
});

export default function Screen() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <WishlistView
        renderFooter={(product) => <AddToCartButton product={product} size="sm" className="w-full" />}
      />
    </div>
  );
}
