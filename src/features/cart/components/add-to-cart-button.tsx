import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { useCart } from '../use-cart';

interface AddToCartButtonProps {
  product: ProductSummary;
  quantity?: number;
  className?: string;
  size?: 'default' | 'sm' | 'lg';
  /** The variant to add, for a product with options: the button follows its stock, not the product's. */
  variant?: { id: string; inStock: boolean } | undefined;
}

/**
 * Adds the product (and quantity) to the cart, or the given variant of it; disabled when that is out
 * of stock (docs/shop-rules.md, Cart).
 */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
  size = 'default',
  variant,
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
