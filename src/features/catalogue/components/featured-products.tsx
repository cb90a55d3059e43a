import type * as React from 'react';
import { Link } from 'react-router';
import { ProductGrid } from '@/components/product-grid';
import type { ProductSummary } from '@/domain/types';
import * as words from 'virtual:lumina-messages/homePage';

interface FeaturedProductsProps {
  products: readonly ProductSummary[];
  /** The card's top-right action (the wishlist heart), wired by the route. */
  renderAction?: (product: ProductSummary) => React.ReactNode;
}

/** The home page's 'Featured Products': the first catalogue products, linking to the full list. */
export function FeaturedProducts({ products, renderAction }: FeaturedProductsProps) {
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight md:text-3xl">
            {words.featuredHeading}
          </h2>
          <p className="mt-1 text-muted-foreground">{words.featuredText}</p>
        </div>
        <Link
          to="/products?featured=true"
          className="inline-flex min-h-10 items-center font-medium text-primary underline-offset-4 hover:underline"
        >
          {words.viewAllFeatured}
        </Link>
      </div>
      <ProductGrid products={products} label={words.featuredLabel} columns={4} renderAction={renderAction} />
    </section>
  );
}
