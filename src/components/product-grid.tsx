import type * as React from 'react';
import type { Product } from '@/domain/types';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly Product[];
  /** Renders the card's top-right action (the wishlist heart) for a product. */
  renderAction?: (product: Product) => React.ReactNode;
  renderFooter?: (product: Product) => React.ReactNode;
  /** How many leading cards load their image eagerly. */
  eagerCount?: number;
  /** Accessible name of the list, e.g. 'Products'. */
  label: string;
  className?: string;
}

/** A responsive grid of product cards (1 / 2 / 3 columns; pass grid classes to change it). */
export function ProductGrid({
  products,
  renderAction,
  renderFooter,
  eagerCount = 0,
  label,
  className,
}: ProductGridProps) {
  return (
    <ul aria-label={label} className={cn('grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3', className)}>
      {products.map((product, index) => (
        <li key={product.id} className="flex">
          <ProductCard
            product={product}
            action={renderAction?.(product)}
            footer={renderFooter?.(product)}
            priority={index < eagerCount}
            className="w-full"
          />
        </li>
      ))}
    </ul>
  );
}
