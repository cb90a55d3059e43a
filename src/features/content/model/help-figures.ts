/**
 * The delivery and returns figures the help pages state (docs/shop-rules.md, Help and content
 * pages), in one place so the Shipping, Returns, FAQ-facing and legal texts cannot drift apart.
 */
import { money } from '@/config/shop';
import { cutoffText, deliveryTimeText } from '@/domain/delivery';
import { formatMoney, formatMoneyShort } from '@/domain/money';

/** The free-shipping threshold as shoppers read it ('$50'). */
export const freeShippingThreshold = formatMoneyShort(money.freeShippingThresholdCents);

export interface ShippingOption {
  name: string;
  cost: string;
  /** Extra detail under the cost, if any. */
  costNote?: string;
  delivery: string;
  deliveryNote?: string;
}

export const shippingOptions: readonly ShippingOption[] = [
  {
    name: 'Standard',
    cost: `Free on orders over ${freeShippingThreshold}`,
    costNote: `${formatMoney(money.shippingFeeCents)} on smaller orders`,
    delivery: deliveryTimeText('standard'),
  },
  { name: 'Express', cost: formatMoney(money.expressShippingCents), delivery: deliveryTimeText('express') },
  {
    name: 'Next-Day',
    cost: formatMoney(money.nextDayShippingCents),
    delivery: deliveryTimeText('next_day'),
    deliveryNote: `For orders placed before ${cutoffText()} on a business day`,
  },
];

export const shippingFigures = {
  processing: '1-2 business days',
  addressChangeWindow: '2 hours',
  international: '7-14 business days',
} as const;

export const returnFigures = {
  window: '30 days',
  inspection: '1-2 business days',
  refund: '3-5 business days',
  wrongItemWindow: '48 hours',
} as const;

/** The one refund statement used on every page. */
export const refundStatement = `Your refund is processed within ${returnFigures.refund} after we receive your return, back to your original payment method. Your bank may take a few more days to show it.`;
