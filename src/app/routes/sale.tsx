import { getAllProducts } from '@/data/catalogue-repository';
import { facetCounts, optionOrder } from '@/domain/facets';
import { maxDiscount, saleProducts } from '@/domain/product-query';
import { productSummary } from '@/domain/types';
import { SalePage } from '@/features/catalogue/components/sale-page';
import { saleListing } from '@/features/catalogue/model/sale-listing';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { prerenderedData, staticMeta } from '../page-route';
import { limits, shop } from '@/config/shop';
import type { Route } from './+types/sale';
import { firstScreenInPage } from '@/components/first-screen-end';
import * as words from 'virtual:lumina-messages/saleRoute';

/** The page marks where its first screen ends (components/first-screen-end.tsx). */
export const handle = firstScreenInPage;

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
  path: '/sale',
});

/** Build time only: the first page of sale products, the biggest discount and the facet counts travel in the page. */
export function loader() {
  const products = getAllProducts();
  const onSale = saleProducts(products, saleListing.defaultSort);
  return {
    firstPage: onSale.slice(0, limits.productsPerPage).map(productSummary),
    total: onSale.length,
    maxDiscountPercent: maxDiscount(onSale),
    facets: facetCounts(onSale, {}, optionOrder(products)),
  };
}

export const clientLoader = prerenderedData<typeof loader>('routes/sale');

/**
 * The list's data is the build's, the same at every address of the page: a filter, sort or page
 * (a change of the query) asks for nothing, shows at once and leaves its history entry as made.
 */
export const shouldRevalidate = () => false;

export default function Sale({ loaderData }: Route.ComponentProps) {
  return (
    <SalePage
      firstPage={loaderData.firstPage}
      total={loaderData.total}
      maxDiscountPercent={loaderData.maxDiscountPercent}
      facets={loaderData.facets}
      renderAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
