import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { useCart } from '../use-cart';

interface AddToCartButtonProps {
  product: ProductSummary;
  /** The variant to add (a product page's choice); its stock decides whether the button works. */
  variant?: { id: string; inStock: boolean } | undefined;
  quantity?: number;
  className?: string;
  size?: 'default' | 'sm' | 'lg';
}

/**
 * Adds the product (the given variant, else its first variant in stock) and quantity to the cart;
 * disabled, 'Out of Stock', when that is sold out (docs/shop-rules.md, Cart).
 */
export function AddToCartButton({
  product,
  variant,
  quantity = 1,
  className,
  size = 'default',
}: AddToCartButtonProps) {
  const { addItem } = useCart();
  const inStock = variant ? variant.inStock : product.inStock;
  return (
    <Button
      size={size}
      className={className}
      disabled={!inStock}
      onClick={() => addItem(product, quantity, variant?.id)}
    >
      <ShoppingCart aria-hidden="true" />
      {inStock ? 'Add to Cart' : 'Out of Stock'}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
