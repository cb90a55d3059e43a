import { getAllCategories, getAllProducts } from '@/data/catalogue-repository';
import { productSummary } from '@/domain/types';
import { ProductsPage } from '@/features/catalogue/components/products-page';
import { listProducts } from '@/domain/catalogue-query';
import { facetCounts, optionOrder } from '@/domain/facets';
import { productsListing } from '@/features/catalogue/model/products-listing';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { prerenderedData, staticMeta } from '../page-route';
import { limits, shop } from '@/config/shop';
import type { Route } from './+types/products';
import { firstScreenInPage } from '@/components/first-screen-end';
import * as words from 'virtual:lumina-messages/productsRoute';

/** The page marks where its first screen ends (components/first-screen-end.tsx). */
export const handle = firstScreenInPage;

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
  path: '/products',
});

/**
 * Build time only: the plain page's first products and its facet counts travel in the page, not the
 * catalogue.
 */
export function loader() {
  const products = getAllProducts();
  const listed = listProducts(products, productsListing.defaults);
  return {
    categories: getAllCategories().map(({ id, name }) => ({ id, name })),
    firstPage: listed.slice(0, limits.productsPerPage).map(productSummary),
    total: listed.length,
    facets: facetCounts(listed, {}, optionOrder(products)),
  };
}

export const clientLoader = prerenderedData<typeof loader>('routes/products');

/**
 * The list's data is the build's, the same at every address of the page: a filter, sort or page
 * (a change of the query) asks for nothing, shows at once and leaves its history entry as made.
 */
export const shouldRevalidate = () => false;

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <ProductsPage
      firstPage={loaderData.firstPage}
      total={loaderData.total}
      categories={loaderData.categories}
      facets={loaderData.facets}
      renderAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
