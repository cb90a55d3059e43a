import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { knownWithVariants } from '@/data/known-products';
import type { ShardProduct } from '@/domain/product-shards';
import type { ProductSummary } from '@/domain/types';
import { defaultVariant } from '@/domain/variants';
import { useCart } from '../use-cart';
import * as words from 'virtual:lumina-messages/cartButton';

interface AddToCartButtonProps {
  product: ProductSummary;
  /** The variant to add (a product page's choice); its stock decides whether the button works. */
  variant?: { id: string; inStock: boolean } | undefined;
  quantity?: number;
  className?: string;
  size?: 'default' | 'sm' | 'lg';
}

/**
 * The variant an add without one takes: the product's first in stock (domain/variants.ts), when its
 * variants are known by the time of the press; else none, and the cart settles the line once they are.
 */
function defaultVariantId(product: ProductSummary): string | undefined {
  const listed: ShardProduct = knownWithVariants(product.id) ?? product;
  return defaultVariant(listed)?.id;
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
      onClick={() => addItem(product, quantity, variant?.id ?? defaultVariantId(product))}
    >
      <ShoppingCart aria-hidden="true" />
      {inStock ? words.addToCart : words.outOfStock}
      <span className="sr-only">: {product.name}</span>
    </Button>
  );
}
