import type * as React from 'react';
import { memo, useState } from 'react';
import { RoomForLater } from '@/components/after-first-frame';
import { ProductCard } from '@/components/product-card';
import { gridColumnClasses } from '@/components/product-grid';
import type { ProductSummary } from '@/domain/types';
import { useAfterFirstFrame } from '@/lib/use-after-first-frame';
import { eagerResultCount, firstFrameResultCount } from '../model/search-results';
import * as words from 'virtual:lumina-messages/searchPage';

interface SearchResultsGridProps {
  products: readonly ProductSummary[];
  /** The card's top-right action (the wishlist heart); pass a stable function. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/**
 * The results as product cards, laid out like <ProductGrid>. Each row is memoised, so a new sort or
 * price range only moves the cards instead of re-rendering every one: the new order is on screen in
 * the next frame even on slow devices. The first three cards of the first render load their image
 * eagerly (the set stays fixed, so reordering re-renders nothing; remount it for a new query).
 * Its first frame shows the first few cards, the others just after it (a screen's room kept).
 */
export function SearchResultsGrid({ products, renderAction }: SearchResultsGridProps) {
  const [eager] = useState(() => new Set(products.slice(0, eagerResultCount).map((product) => product.id)));
  const allShown = useAfterFirstFrame('late');
  const listed = allShown ? products : products.slice(0, firstFrameResultCount);
  return (
    <>
      <ul aria-label={words.resultsLabel} className={`grid ${gridColumnClasses[3]}`}>
        {listed.map((product) => (
          <SearchResultItem
            key={product.id}
            product={product}
            priority={eager.has(product.id)}
            renderAction={renderAction}
          />
        ))}
      </ul>
      {listed.length < products.length ? <RoomForLater /> : null}
    </>
  );
}

/** One result: a list item with the product card. */
const SearchResultItem = memo(function SearchResultItem({
  product,
  priority,
  renderAction,
}: {
  product: ProductSummary;
  priority: boolean;
  renderAction?: (product: ProductSummary) => React.ReactNode;
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
