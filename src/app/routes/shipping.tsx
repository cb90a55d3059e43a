import { PageHeader } from '@/components/page-header';
import { money, shop } from '@/config/shop';
import { formatMoneyShort } from '@/domain/money';
import { ShippingInfo } from '@/features/content/components/shipping-info';
import { pageMeta } from '../seo';

export function meta() {
  return pageMeta({
    title: 'Shipping Information',
    description: `${shop.brand} shipping: free standard delivery on orders over ${formatMoneyShort(money.freeShippingThresholdCents)} in 5-7 business days, express in 2-3 days, next-day delivery and international shipping.`,
    path: '/shipping',
  });
}

export default function Screen() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageHeader
        title="Shipping Information"
        description={`Fast, reliable delivery, with free standard shipping on orders over ${formatMoneyShort(money.freeShippingThresholdCents)}.`}
      />
      <ShippingInfo />
    </div>
  );
}
