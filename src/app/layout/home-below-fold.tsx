import type { Category, ProductSummary } from '@/domain/types';
import { BenefitTiles } from '@/features/catalog/components/benefit-tiles';
import { FeaturedProducts } from '@/features/catalog/components/featured-products';
import { ShopByCategory } from '@/features/catalog/components/shop-by-category';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';

interface HomeBelowFoldProps {
  categories: readonly Category[];
  featured: readonly ProductSummary[];
}

/**
 * The home page below the hero: benefit tiles, category tiles, featured products and the newsletter. The home
 * route loads this module lazily: its HTML is prerendered like the rest, and its JavaScript hydrates
 * it right after the critical path instead of being part of it.
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
      <NewsletterSignup />
    </>
  );
}
