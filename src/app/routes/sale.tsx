import { getAllProducts } from '@/data/catalogue-repository';
import { maxDiscount, saleProducts } from '@/domain/product-query';
import { productSummary } from '@/domain/types';
import { SalePage } from '@/features/catalogue/components/sale-page';
import { defaultSaleSort } from '@/features/catalogue/model/sale-params';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { pageMeta } from '../seo';
import { limits, shop } from '@/config/shop';
import type { Route } from './+types/sale';

export function meta() {
  return pageMeta({
    title: 'Sale',
    description: `Products on sale at ${shop.brand}, biggest discounts first.`,
    path: '/sale',
  });
}

/** Build time only: the first page of sale products and the biggest discount travel in the page. */
export function loader() {
  const onSale = saleProducts(getAllProducts(), defaultSaleSort);
  return {
    firstPage: onSale.slice(0, limits.productsPerPage).map(productSummary),
    total: onSale.length,
    maxDiscountPercent: maxDiscount(onSale),
  };
}

export default function Sale({ loaderData }: Route.ComponentProps) {
  return (
    <SalePage
      firstPage={loaderData.firstPage}
      total={loaderData.total}
      maxDiscountPercent={loaderData.maxDiscountPercent}
      renderAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
