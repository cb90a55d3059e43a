import type * as React from 'react';
import { Fragment } from 'react';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import { RoomForLater } from './after-first-frame';
import { FirstScreenEnd } from './first-screen-end';
import { useAfterFirstFrame } from '@/lib/use-after-first-frame';
import { imageSizes as sizesOf } from './image-sizes';
import { ProductCard } from './product-card';

/** Two cards a row from 360 px (phones), one below that (320 px reflow); gaps widen from sm. */
export const gridColumnClasses = {
  3: 'grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-3',
  4: 'grid-cols-1 gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 lg:grid-cols-4',
} as const;

interface ProductGridProps {
  products: readonly ProductSummary[];
  /** Renders the card's top-right action (the wishlist heart) for a product. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
  renderFooter?: (product: ProductSummary) => React.ReactNode;
  /** How many leading cards load their image eagerly. */
  eagerCount?: number;
  /** Accessible name of the list, e.g. 'Products'. */
  label: string;
  /** Columns on large screens (2 below, 1 under 360 px): 3 (default) or 4. */
  columns?: 3 | 4;
  /** The cards' image `sizes` when the grid is narrower than the page (image-sizes.ts). */
  imageSizes?: string;
  /** Heading level of each card's name (default h3). */
  cardHeadingLevel?: 'h2' | 'h3';
  /**
   * On a page reached by a link, how many cards the first frame shows: the others follow just
   * after it (lib/use-after-first-frame.ts), a screen's height kept for them meanwhile. All at once
   * when not given. When given, the page's first screen ends after that many cards (<FirstScreenEnd>):
   * its route's handle says so.
   */
  firstFrameCount?: number;
  className?: string;
}

/** A responsive grid of product cards (2 / 3 columns by default, or 2 / 4; 1 under 360 px). */
export function ProductGrid({
  products,
  renderAction,
  renderFooter,
  eagerCount = 0,
  label,
  columns = 3,
  imageSizes = columns === 3 ? sizesOf.grid3 : sizesOf.grid4,
  cardHeadingLevel,
  firstFrameCount,
  className,
}: ProductGridProps) {
  const allShown = useAfterFirstFrame(firstFrameCount !== undefined);
  const listed = allShown ? products : products.slice(0, firstFrameCount);
  return (
    <>
      <ul aria-label={label} className={cn('grid', gridColumnClasses[columns], className)}>
        {listed.map((product, index) => (
          <Fragment key={product.id}>
            <li className="flex">
              <ProductCard
                product={product}
                action={renderAction?.(product)}
                footer={renderFooter?.(product)}
                priority={index < eagerCount}
                imageSizes={imageSizes}
                headingLevel={cardHeadingLevel}
                className="w-full"
              />
            </li>
            {index + 1 === Math.min(firstFrameCount ?? 0, products.length) ? (
              <FirstScreenEnd as="li" />
            ) : null}
          </Fragment>
        ))}
      </ul>
      {listed.length < products.length ? <RoomForLater /> : null}
    </>
  );
}
