import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
// From the answers' own module, not catalogue-client.ts: it then comes with this page's modules.
import { warmCatalogue } from '@/data/catalogue-answers';
import type { ProductSummary } from '@/domain/types';
import { parseListingParams } from '@/domain/listing-params';
import { searchListing } from '@/features/search/model/search-listing';
import { searchTitle } from '@/features/search/model/search-text';
import { SearchPage } from '@/features/search/components/search-page';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { pageMeta } from '../seo';
import type { Route } from './+types/search';
import { shop } from '@/config/shop';
import * as words from 'virtual:lumina-messages/searchRoute';

export function meta({ location }: Route.MetaArgs) {
  const { q } = parseListingParams(searchListing, new URLSearchParams(location.search));
  return pageMeta({
    title: searchTitle(q),
    description: q
      ? words.resultsDescription({ brand: shop.brand, query: q })
      : words.description({ brand: shop.brand }),
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
