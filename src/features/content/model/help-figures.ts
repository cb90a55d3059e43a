/**
 * The delivery and returns figures the help pages state (spec section 9), in one place so the
 * Shipping, Returns, FAQ-facing and legal texts cannot drift apart.
 */
import { money } from '@/config/store';
import { formatMoney } from '@/domain/money';

/** '$50': the free-shipping threshold as shoppers read it. */
export const freeShippingThreshold = `$${money.freeShippingThresholdCents / 100}`;

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
    delivery: '5-7 business days',
  },
  { name: 'Express', cost: '$9.99', delivery: '2-3 business days' },
  {
    name: 'Next-Day',
    cost: '$19.99',
    delivery: 'Next business day',
    deliveryNote: 'For orders placed before 2 PM EST',
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
