/** Texts of the home page's four benefit tiles (docs/shop-rules.md, Catalogue and listing: Home); messages/'s. */
import { money } from '@/config/market';
import { formatMoneyShort } from '@/domain/money';
import * as words from 'virtual:lumina-messages/homePage';

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
    {
      id: 'shipping',
      title: words.freeShippingTitle,
      text: words.freeShippingText({ amount: freeShippingThresholdText() }),
    },
    { id: 'payment', title: words.securePaymentTitle, text: words.securePaymentText },
    { id: 'returns', title: words.returnsTitle, text: words.returnsText },
    { id: 'support', title: words.supportTitle, text: words.supportText },
  ];
}
