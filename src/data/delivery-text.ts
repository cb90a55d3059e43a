/**
 * Delivery in words: each method's name, how long it takes and the dates it would arrive, as the
 * cart, checkout and the help pages (content placeholders) say them. The rules behind them are
 * domain/delivery.ts's; the figures, config/shop.ts's `deliveryTimes`.
 */
import { deliveryTimes } from '@/config/shop';
import type { DeliveryMethod, DeliveryWindow } from '@/domain/delivery';
import { formatShortDate } from './calendar-date-text';
import * as words from 'virtual:lumina-messages/delivery';

/** The methods' names ('Standard', 'Express', 'Next-Day'); the Shipping page says them too. */
export const deliveryMethodNames: Readonly<Record<DeliveryMethod, string>> = {
  standard: words.standard,
  express: words.express,
  next_day: words.nextDay,
};

interface BusinessDays {
  minBusinessDays: number;
  maxBusinessDays: number;
}

/** '5-7 business days', 'Next business day': how long a method takes, as the help pages say it. */
export function deliveryTimeText(method: DeliveryMethod): string {
  const { minBusinessDays: min, maxBusinessDays: max }: BusinessDays = deliveryTimes[method];
  if (min === 1 && max === 1) return words.nextBusinessDay;
  return min === max ? words.businessDays({ count: min }) : words.businessDayRange({ min, max });
}

/** How delivery times are counted, said the same way on the Shipping page, the FAQ and the terms. */
export const deliveryCountingText = words.counting;

/** The Next-Day cut-off (an hour of the day, 0-23) as shoppers read it ('2 PM'). */
export function cutoffText(hour: number = deliveryTimes.nextDayCutoffHour): string {
  return words.cutoffTime({ hour });
}

/** 'Tue, Nov 24' for a single day, 'Mon, Nov 30 – Wed, Dec 2' for a range. */
export function formatDeliveryWindow(window: DeliveryWindow): string {
  const earliest = formatShortDate(window.earliest);
  if (window.earliest === window.latest) return earliest;
  return words.dateRange({ earliest, latest: formatShortDate(window.latest) });
}
