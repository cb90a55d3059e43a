/** Texts of the home page's four benefit tiles (docs/shop-rules.md, Catalogue and listing: Home). */
import { money } from '@/config/market';
import { formatMoneyShort } from '@/domain/money';

export interface Benefit {
  id: 'shipping' | 'payment' | 'returns' | 'support';
  title: string;
  text: string;
}

/** The free-shipping threshold as the promise reads it (whole dollars: 'orders over $50'). */
export function freeShippingThresholdText(): string {
  return formatMoneyShort(money.freeShippingThresholdCents);
}

export function benefits(): Benefit[] {
  return [
    { id: 'shipping', title: 'Free Shipping', text: `On orders over ${freeShippingThresholdText()}` },
    { id: 'payment', title: 'Secure Payment', text: 'Your payment details stay safe' },
    { id: 'returns', title: '30-Day Returns', text: 'Easy returns within 30 days' },
    { id: 'support', title: '24/7 Support', text: 'Here whenever you need us' },
  ];
}
