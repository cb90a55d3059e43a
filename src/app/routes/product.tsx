import { getAllProducts, getCategoryById, getProductById } from '@/data/catalog-repository';
import { relatedProducts } from '@/domain/product-query';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { ProductNotFound } from '@/features/catalog/components/product-not-found';
import { offerPrice, productJsonLd, productMetaDescription } from '@/features/catalog/model/product-seo';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { money } from '@/config/store';
import { productPath } from '@/config/paths';
import { ProductReviews } from '../layout/product-reviews';
import { pageMeta } from '../seo';
import type { Route } from './+types/product';

export function meta({ params }: Route.MetaArgs) {
  const product = getProductById(params.id);
  if (!product) {
    return pageMeta({
      title: 'Product Not Found',
      description: 'The product you are looking for does not exist or is no longer available.',
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
    { 'script:ld+json': productJsonLd(product, getCategoryById(product.category)) },
  ];
}

export default function ProductRoute({ params }: Route.ComponentProps) {
  const product = getProductById(params.id);
  if (!product) return <ProductNotFound />;
  return (
    <ProductDetail
      key={product.id}
      product={product}
      category={getCategoryById(product.category)}
      related={relatedProducts(getAllProducts(), product)}
      renderAddToCart={(quantity) => <AddToCartButton product={product} quantity={quantity} size="lg" />}
      wishlistAction={<WishlistToggle product={product} variant="button" />}
      renderCardAction={(item) => <WishlistToggle product={item} />}
      reviews={<ProductReviews product={product} />}
    />
  );
}
