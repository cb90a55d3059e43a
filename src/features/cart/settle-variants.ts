import type { ShardProduct } from '@/domain/product-shards';
import { notify } from '@/lib/toast';
import { cartStore } from './cart-store';
import { droppedFromCartMessage } from './model/cart-item-text';
import { settleCart } from './model/cart-variants';

/**
 * Settles the cart's items of these products (their variants known) to a variant each
 * (model/cart-variants.ts); a cart line dropped for having no variant in stock is announced. Before
 * the stored cart has loaded it does nothing: loading settles it (cart-persistence.ts).
 */
export function settleVariants(products: ReadonlyMap<string, ShardProduct>): void {
  if (!cartStore.isLoaded()) return;
  const lookup = (id: string) => products.get(id);
  const { dropped } = settleCart(cartStore.get(), lookup);
  cartStore.update((state) => settleCart(state, lookup).state);
  for (const line of dropped) {
    const name = products.get(line.productId)?.name;
    if (name) notify(droppedFromCartMessage(name));
  }
}
