/** The value of every content placeholder (domain/content-vocabulary.ts), from the store configuration. */
import { returnsPolicy, shop } from '@/config/shop';
import { money } from '@/config/market';
import type { PlaceholderName } from '@/domain/content-vocabulary';
import { cutoffText, deliveryCountingText, deliveryTimeText } from '@/domain/delivery';
import { formatMoney, formatMoneyShort } from '@/domain/money';

export function contentPlaceholders(): Record<PlaceholderName, string> {
  const { office } = shop.support;
  return {
    brand: shop.brand,
    tagline: shop.tagline,
    phone: shop.contact.phone,
    phoneDigits: shop.contact.phone.replace(/[^+\d]/gu, ''),
    email: shop.contact.email,
    privacyEmail: shop.support.privacyEmail,
    officeName: office.name,
    officeStreet: office.street,
    officeCity: office.city,
    officeCountry: office.country,
    officeAddress: `${office.name}, ${office.street}, ${office.city}, ${office.country}`,
    openingHours: shop.support.hours
      .filter((row) => row.hours !== 'Closed')
      .map((row) => `${row.days} ${row.hours}`)
      .join(', '),
    averageResponseTime: shop.support.averageResponseTime,
    emailResponseTime: shop.support.emailResponseTime,
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
    returnWindow: `${returnsPolicy.windowDays} days`,
  };
}
