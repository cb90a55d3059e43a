import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { warmCatalogue } from '@/data/catalogue-client';
import type { ProductSummary } from '@/domain/types';
import { parseSearchParams } from '@/features/search/model/search-params';
import { searchTitle } from '@/features/search/model/search-text';
import { SearchPage } from '@/features/search/components/search-page';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { pageMeta } from '../seo';
import type { Route } from './+types/search';
import { shop } from '@/config/shop';

export function meta({ location }: Route.MetaArgs) {
  const { q } = parseSearchParams(new URLSearchParams(location.search));
  return pageMeta({
    title: searchTitle(q),
    description: q ? `${shop.brand} products matching "${q}".` : `Search the ${shop.brand} catalogue.`,
    path: '/search',
  });
}

// Defined once, so the memoised result cards are not re-rendered for a new function.
const renderWishlistToggle = (product: ProductSummary) => <WishlistToggle product={product} />;

export default function Screen() {
  const [searchParams] = useSearchParams();
  const searched = Boolean(searchParams.get('q')?.trim());
  // A searched-for address needs the catalogue worker: start it (and its whole index) as soon as
  // the page has hydrated, before the results ask for it.
  useEffect(() => {
    if (searched) warmCatalogue(true);
  }, [searched]);
  return <SearchPage renderAction={renderWishlistToggle} />;
}
