import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { appHydrated } from '@/lib/use-hydrated';
import { getAllProducts, getCategoryById, getProductById } from '@/data/catalogue-repository';
import { findProducts } from '@/data/known-products';
import { getReviewsForProduct } from '@/data/review-repository';
import { relatedProducts } from '@/domain/product-query';
import { productSummary } from '@/domain/types';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductDetail } from '@/features/catalogue/components/product-detail';
import { ProductNotFound } from '@/features/catalogue/components/product-not-found';
import { offerPrice, productJsonLd, productMetaDescription } from '@/features/catalogue/model/product-seo';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { money } from '@/config/market';
import { productPath } from '@/config/paths';
import { ProductReviews } from '../layout/product-reviews';
import { prerenderedData } from '../page-route';
import { pageMeta } from '../seo';
import type { Route } from './+types/product';
import { firstScreenInPage } from '@/components/first-screen-end';
import * as words from 'virtual:lumina-messages/productRoute';

/**
 * Runs at build time only (every product page is prerendered): the product, its category and its
 * related products travel inside the page (and in /product/<id>.data for client navigations), so
 * the catalogue stays out of the page's JavaScript.
 */
export function loader({ params }: Route.LoaderArgs) {
  const product = getProductById(params.id);
  if (!product) return { product: null };
  return {
    product,
    category: getCategoryById(product.category),
    related: relatedProducts(getAllProducts(), product).map(productSummary),
    reviews: getReviewsForProduct(product.id),
  };
}

/**
 * In the browser: a client navigation fetches the page's prerendered data. The SPA shell, served
 * for an id that was not prerendered, first asks the product cache whether the id exists at all,
 * so an unknown id shows 'Product Not Found' without a failed request. Data fetched ahead (or
 * still on its way) or just shown is used as it is, not asked for again (`prerenderedData`).
 */
export async function clientLoader(args: Route.ClientLoaderArgs) {
  if (!appHydrated()) {
    const found = await findProducts([args.params.id]);
    if (!found.has(args.params.id)) return { product: null };
  }
  return productData(args);
}

const productData = prerenderedData<typeof loader>('routes/product');

/**
 * A choice of size or colour changes only the query string (`?variant=`): the page's data is the
 * same, so it is not fetched again and the choice shows at once.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** The page marks where its first screen ends (components/first-screen-end.tsx). */
export const handle = firstScreenInPage;

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  if (!product) {
    return pageMeta({
      title: words.notFoundTitle,
      description: words.notFoundDescription,
      path: '/products',
      noindex: true,
    });
  }
  const tags = pageMeta({
    title: product.name,
    description: productMetaDescription(product),
    path: productPath(product.id),
    image: product.images[0]?.src,
  });
  return [
    ...tags.map((tag) =>
      'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag,
    ),
    { property: 'product:price:amount', content: offerPrice(product.price) },
    { property: 'product:price:currency', content: money.currency },
    { 'script:ld+json': productJsonLd(product, loaderData.category) },
  ];
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.product === null) return <ProductNotFound />;
  const { product, category, related, reviews } = loaderData;
  return (
    <ProductDetail
      key={product.id}
      product={product}
      category={category}
      related={related}
      renderAddToCart={(quantity, variant) => (
        <AddToCartButton product={product} quantity={quantity} variant={variant} size="lg" />
      )}
      wishlistAction={<WishlistToggle product={product} variant="button" />}
      renderCardAction={(item) => <WishlistToggle product={item} />}
      reviews={<ProductReviews product={product} reviews={reviews} />}
    />
  );
}
