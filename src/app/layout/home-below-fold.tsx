import { lazy } from 'react';
import { HydrateWhenNear } from '@/boot/hydrate-when-near';
import { heldWhileLeaving } from '@/lib/page-leaving';
import type { Category, ProductSummary } from '@/domain/types';
import { BenefitTiles } from '@/features/catalogue/components/benefit-tiles';
import { FeaturedProducts } from '@/features/catalogue/components/featured-products';
import { ShopByCategory } from '@/features/catalogue/components/shop-by-category';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';

// The newsletter's form code (react-hook-form) loads when the block comes near the viewport.
const NewsletterSignup = lazy(() =>
  heldWhileLeaving(import('@/features/newsletter/components/newsletter-signup')).then((m) => ({
    default: m.NewsletterSignup,
  })),
);

interface HomeBelowFoldProps {
  categories: readonly Category[];
  featured: readonly ProductSummary[];
}

/**
 * The home page below the hero: benefit tiles, category tiles, featured products and the newsletter. The home
 * route loads this module lazily: its HTML is prerendered like the rest, and its JavaScript hydrates
 * it right after the critical path instead of being part of it; the newsletter's when it comes near
 * (boot/hydrate-when-near.tsx), so a first visit that stays at the top downloads none of its form.
 */
export default function HomeBelowFold({ categories, featured }: HomeBelowFoldProps) {
  return (
    <>
      <BenefitTiles />
      <ShopByCategory categories={categories} />
      <FeaturedProducts
        products={featured}
        renderAction={(product) => <WishlistToggle product={product} />}
      />
      <HydrateWhenNear>
        <NewsletterSignup />
      </HydrateWhenNear>
    </>
  );
}
