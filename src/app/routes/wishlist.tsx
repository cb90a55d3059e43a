import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: 'My Wishlist',
  description: 'Products you saved to your wishlist.',
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
