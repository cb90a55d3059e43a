import type * as React from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { productPath } from '@/config/paths';
import { discountPercent } from '@/domain/discount';
import type { ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/productCard';
import { CatalogueImage } from './catalogue-image';
import { imageSizes } from './image-sizes';
import { Price } from './price';
import { StarRating } from './star-rating';

interface ProductCardProps {
  product: ProductSummary;
  /** Top-right action over the image (the wishlist heart, a remove button). */
  action?: React.ReactNode;
  /** Extra content under the price (e.g. an Add to Cart button). */
  footer?: React.ReactNode;
  /** Load the image eagerly with high priority (the first cards above the fold). */
  priority?: boolean;
  /**
   * How wide the card's image is drawn (image-sizes.ts). The default is the results grid beside a
   * filter column (/search's); ProductGrid passes its own.
   */
  imageSizes?: string;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/**
 * The product tile every grid uses: image, discount badge, 'Out of Stock' overlay, name (the link
 * to the product), brand, stars with review count, price and original price.
 */
export function ProductCard({
  product,
  action,
  footer,
  priority,
  imageSizes: sizes = imageSizes.grid3BesideFilters,
  headingLevel: Heading = 'h3',
  className,
}: ProductCardProps) {
  const discount = discountPercent(product);
  const image = product.images[0];
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-background shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2',
        className,
      )}
    >
      <div className="relative aspect-square bg-muted">
        {image ? (
          <CatalogueImage
            image={image}
            sizes={sizes}
            priority={priority}
            className="size-full object-cover"
          />
        ) : null}
        {!product.inStock ? (
          <div className="absolute inset-0 flex items-center justify-center bg-foreground/55">
            <span className="rounded-md bg-background px-3 py-1 text-sm font-semibold text-foreground">
              {words.outOfStock}
            </span>
          </div>
        ) : null}
        {discount > 0 ? (
          <Badge variant="destructive" className="absolute start-2 top-2">
            <span className="sr-only">{words.discount} </span>-{discount}%
          </Badge>
        ) : null}
        {action ? <div className="absolute end-2 top-2">{action}</div> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.brand}</p>
        <Heading className="text-sm leading-snug font-semibold break-words sm:text-base">
          <Link
            to={productPath(product.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
          >
            {product.name}
          </Link>
        </Heading>
        <div className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          {product.reviewCount > 0 ? (
            <>
              <StarRating rating={product.rating} />
              <span>
                ({words.reviewCount({ count: product.reviewCount })}
                <span className="sr-only"> {words.reviewsWord({ count: product.reviewCount })}</span>)
              </span>
            </>
          ) : (
            <span>{words.noReviewsYet}</span>
          )}
        </div>
        <Price cents={product.price} originalCents={product.originalPrice} className="mt-auto pt-2" />
        {footer ? <div className="relative z-10 mt-2">{footer}</div> : null}
      </div>
    </article>
  );
}
