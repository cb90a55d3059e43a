import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ProductSummary } from '@/domain/types';
import { useCart } from '../use-cart';

interface AddToCartButtonProps {
  product: ProductSummary;
  quantity?: number;
  className?: string;
  size?: 'default' | 'sm' | 'lg';
}

/** Adds the product (and quantity) to the cart; disabled when out of stock (docs/shop-rules.md, Cart). */
export function AddToCartButton({
  product,
  quantity = 1,
  className,
  size = 'default',
}: AddToCartButtonProps) {
  const { addItem } = useCart();
  return (
    <Button
      size={size}
      className={className}
      disabled={!product.inStock}
      onClick={() => addItem(product, quantity)}
    >
      <ShoppingCart aria-hidden="true" />
      {product.inStock ? 'Add to Cart' : 'Out of Stock'}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
