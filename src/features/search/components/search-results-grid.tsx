import type * as React from 'react';
import { memo, useState } from 'react';
import { ProductCard } from '@/components/product-card';
import type { Product } from '@/domain/types';

interface SearchResultsGridProps {
  products: readonly Product[];
  /** The card's top-right action (the wishlist heart); pass a stable function. */
  renderAction?: (product: Product) => React.ReactNode;
}

/**
 * The results as product cards, laid out like <ProductGrid>. Each row is memoised, so a new sort or
 * price range only moves the cards instead of re-rendering every one: the new order is on screen in
 * the next frame even on slow devices. The first three cards of the first render load their image
 * eagerly (the set stays fixed, so reordering re-renders nothing; remount it for a new query).
 */
export function SearchResultsGrid({ products, renderAction }: SearchResultsGridProps) {
  const [eager] = useState(() => new Set(products.slice(0, 3).map((product) => product.id)));
  return (
    <ul aria-label="Search results" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {products.map((product) => (
        <ResultItem
          key={product.id}
          product={product}
          priority={eager.has(product.id)}
          renderAction={renderAction}
        />
      ))}
    </ul>
  );
}

const ResultItem = memo(function ResultItem({
  product,
  priority,
  renderAction,
}: {
  product: Product;
  priority: boolean;
  renderAction?: (product: Product) => React.ReactNode;
}) {
  return (
    <li className="flex">
      <ProductCard
        product={product}
        action={renderAction?.(product)}
        priority={priority}
        className="w-full"
      />
    </li>
  );
});
