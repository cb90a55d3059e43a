import { ratingText } from '@/domain/rating-display';
import type * as React from 'react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { QueryPendingScript, queryPendingHidden } from '@/boot/query-pending';
import { AfterFirstFrame } from '@/components/after-first-frame';
import { FirstScreenEnd } from '@/components/first-screen-end';
import { QuantityStepper } from '@/components/quantity-stepper';
import { StarRating } from '@/components/star-rating';
import { categoryPath, variantParam } from '@/config/paths';
import { limits } from '@/config/shop';
import { useOutOfView } from '@/lib/use-out-of-view';
import type { Category, Product, ProductSummary } from '@/domain/types';
import { cn } from '@/lib/cn';
import * as words from 'virtual:lumina-messages/productPage';
import { shownOffer } from '../model/shown-offer';
import { ProductBreadcrumb } from './product-breadcrumb';
import { ProductGallery } from './product-gallery';
import { ProductOffer } from './product-offer';
import { RelatedProducts } from './related-products';
import { StickyBuyBar } from './sticky-buy-bar';
import { useChosenVariant } from './use-chosen-variant';
import { VariantPickers } from './variant-pickers';

/** The variant Add to Cart adds: its id, and whether it can be bought (absent without options). */
export interface BuyVariant {
  id: string;
  inStock: boolean;
}

interface ProductDetailProps {
  product: Product;
  category?: Category | undefined;
  /** Up to 4 other products of the same category. */
  related: readonly ProductSummary[];
  /**
   * The Add to Cart control for the chosen quantity and, for a product with options, the variant
   * shown (wired by the route from the cart feature).
   */
  renderAddToCart: (quantity: number, variant?: BuyVariant) => React.ReactNode;
  /** The wishlist toggle for this product (wired by the route). */
  wishlistAction?: React.ReactNode;
  /** The heart on related product cards. */
  renderCardAction?: (product: ProductSummary) => React.ReactNode;
  /** The reviews section (wired by the route from the reviews feature). */
  reviews?: React.ReactNode;
}

/**
 * The product page: breadcrumb, gallery, name, stars with review count, price, description,
 * stock, the option pickers, quantity (1..99, disabled when out of stock), Add to Cart, wishlist,
 * brand, the specifications, the reviews and up to 4 related products. On phones a buy bar (price,
 * Add to Cart for 1) stays at the bottom once the buy row has scrolled out of view.
 *
 * A product with options shows the variant the address names (`?variant=`, useChosenVariant): its
 * price, stock, pictures and Add to Cart. The page is prerendered with the default variant, so on
 * an address naming a variant an inline script hides what the variant changes (room kept) until
 * the hydrated page shows the right one: nothing swaps in view and nothing wrong can be added.
 */
export function ProductDetail({
  product,
  category,
  related,
  renderAddToCart,
  wishlistAction,
  renderCardAction,
  reviews,
}: ProductDetailProps) {
  const [quantity, setQuantity] = useState<number>(limits.minQuantity);
  const { variant, choose } = useChosenVariant(product);
  const offer = shownOffer(product, variant);
  const buyVariant = variant ? { id: variant.id, inStock: variant.inStock } : undefined;
  // What the variant changes stays hidden while an address naming one waits for hydration.
  const pending = variant ? queryPendingHidden : undefined;
  const specifications = Object.entries(product.specifications);
  const buyRowRef = useRef<HTMLDivElement>(null);
  // The sticky header (h-16) covers the top 64 px: a buy row under it counts as out of view.
  const buyRowOutOfView = useOutOfView(buyRowRef, 64);
  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-8">
      {variant ? <QueryPendingScript keys={[variantParam]} /> : null}
      <ProductBreadcrumb name={product.name} />
      <div className="mt-3 grid gap-4 md:mt-6 md:grid-cols-2 md:gap-8 lg:gap-12">
        <ProductGallery
          key={offer.images.map((image) => image.src).join(' ')}
          images={offer.images}
          short={variant !== undefined}
          className={offer.picturesVary ? pending : undefined}
        />
        {/* On phones the description and the brand list follow the buy row (order), so the name,
            price, stock and Add to Cart share the first screen; the DOM order is desktop's. With
            options, the gallery is shorter there and the gaps closer, to make room for the pickers. */}
        <div className={cn('flex flex-col gap-3 md:gap-5', variant && 'max-md:gap-2')}>
          <div>
            <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">
              {product.brand}
            </p>
            <h1 className="mt-1 text-2xl font-bold tracking-tight md:text-3xl">{product.name}</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {product.reviewCount > 0 ? (
              <>
                <StarRating rating={product.rating} size="md" />
                <span>
                  {words.ratingSummary({ rating: ratingText(product.rating), count: product.reviewCount })}
                </span>
              </>
            ) : (
              <span>{words.noReviewsYet}</span>
            )}
          </div>
          <ProductOffer
            price={offer.price}
            originalPrice={offer.originalPrice}
            inStock={offer.inStock}
            className={pending}
          />
          <p className="leading-relaxed text-muted-foreground max-md:order-1">{product.description}</p>
          {variant ? (
            <VariantPickers product={product} variant={variant} onChoose={choose} className={pending} />
          ) : null}
          <div ref={buyRowRef} className={cn('flex flex-wrap items-end gap-3', pending)}>
            <div className="flex flex-col gap-1.5">
              <span className="text-sm font-medium" aria-hidden="true">
                {words.quantity}
              </span>
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                min={limits.minQuantity}
                max={limits.maxQuantity}
                disabled={!offer.inStock}
                label={words.quantity}
              />
            </div>
            {renderAddToCart(quantity, buyVariant)}
            {wishlistAction}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t pt-4 text-sm max-md:order-2">
            <dt className="font-medium">{words.brand}</dt>
            <dd className="text-muted-foreground">{product.brand}</dd>
            {category ? (
              <>
                <dt className="font-medium">{words.category}</dt>
                <dd>
                  <Link to={categoryPath(category.id)} className="text-primary hover:underline">
                    {category.name}
                  </Link>
                </dd>
              </>
            ) : null}
          </dl>
        </div>
      </div>
      <FirstScreenEnd />

      {specifications.length > 0 ? (
        <section aria-labelledby="specifications-heading" className="mt-12">
          <h2 id="specifications-heading" className="text-2xl font-bold">
            {words.specifications}
          </h2>
          <dl className="mt-4 divide-y rounded-lg border">
            {specifications.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
                <dt className="font-medium">{label}</dt>
                <dd className="text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {/* Reached by a link, the reviews and related products follow the first frame. */}
      <AfterFirstFrame>
        {/* Reviews section: the reviews feature fills this place (the route passes <ReviewSection>). */}
        {reviews ? <div id="reviews">{reviews}</div> : null}
        {related.length > 0 ? (
          <RelatedProducts related={related} renderCardAction={renderCardAction} />
        ) : null}
      </AfterFirstFrame>

      <StickyBuyBar
        name={product.name}
        price={offer.price}
        originalPrice={offer.originalPrice}
        shown={buyRowOutOfView}
      >
        {renderAddToCart(limits.minQuantity, buyVariant)}
      </StickyBuyBar>
    </div>
  );
}
