/**
 * The value of every content placeholder (domain/content-vocabulary.ts), from the store
 * configuration, in the words of the build's locale (the catalogue's `shopDetails` and `delivery`
 * messages; amounts by the money rules).
 */
import { money } from '@/config/market';
import { shop } from '@/config/shop';
import type { PlaceholderName } from '@/domain/content-vocabulary';
import { tagline } from 'virtual:lumina-look/tagline';
import { formatMoney, formatMoneyShort } from '@/domain/money';
import { cutoffText, deliveryCountingText, deliveryTimeText } from './delivery-text';
import {
  averageResponseTimeText,
  emailResponseTimeText,
  officeCountryText,
  openingHoursText,
  returnWindowText,
} from './shop-details-text';

export function contentPlaceholders(): Record<PlaceholderName, string> {
  const { office } = shop.support;
  const officeCountry = officeCountryText();
  return {
    brand: shop.brand,
    tagline,
    phone: shop.contact.phone,
    phoneDigits: shop.contact.phone.replace(/[^+\d]/gu, ''),
    email: shop.contact.email,
    privacyEmail: shop.support.privacyEmail,
    officeName: office.name,
    officeStreet: office.street,
    officeCity: office.city,
    officeCountry,
    officeAddress: `${office.name}, ${office.street}, ${office.city}, ${officeCountry}`,
    openingHours: openingHoursText(),
    averageResponseTime: averageResponseTimeText(),
    emailResponseTime: emailResponseTimeText(),
    demoEmail: shop.demoAccount.email,
    demoPassword: shop.demoAccount.password,
    freeShippingThreshold: formatMoneyShort(money.freeShippingThresholdCents),
    shippingFee: formatMoney(money.shippingFeeCents),
    expressShippingFee: formatMoney(money.expressShippingCents),
    nextDayShippingFee: formatMoney(money.nextDayShippingCents),
    nextDayCutoff: cutoffText(),
    standardDelivery: deliveryTimeText('standard'),
    expressDelivery: deliveryTimeText('express'),
    nextDayDelivery: deliveryTimeText('next_day'),
    deliveryCounting: deliveryCountingText,
    returnWindow: returnWindowText(),
    taxRate: new Intl.NumberFormat(money.locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      money.taxRateBasisPoints / 10_000,
    ),
    currencyName:
      new Intl.DisplayNames([money.locale], { type: 'currency' }).of(money.currency) ?? money.currency,
  };
}
