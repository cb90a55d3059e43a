/**
 * Delivery methods: what each costs and when it arrives (decision 0008). Pure: the order's moment
 * is passed in. Business days are Monday to Friday; public holidays are not counted as closed.
 * An order placed on a Saturday or Sunday is handled from the next Monday, and a Next-Day order
 * placed at or after the cut-off hour from the next business day. The words for a method, its
 * delivery time and its dates are data/delivery-text.ts's.
 */
import type { MoneyRules } from '@/config/money-rules';
import { deliveryTimes } from '@/config/shop';
import { money } from '@/config/market';
import { localIsoDate } from './calendar-date';

export const deliveryMethods = ['standard', 'express', 'next_day'] as const;
export type DeliveryMethod = (typeof deliveryMethods)[number];

export function isDeliveryMethod(value: unknown): value is DeliveryMethod {
  return (deliveryMethods as readonly unknown[]).includes(value);
}

/**
 * The method's price for a subtotal, in cents. Standard keeps the shop's rule: free when the
 * subtotal is strictly above the threshold, else the standard fee. Express and Next-Day cost their
 * flat fee whatever the subtotal.
 */
export function shippingCost(method: DeliveryMethod, subtotal: number, rules: MoneyRules = money): number {
  switch (method) {
    case 'standard':
      return subtotal > rules.freeShippingThresholdCents ? 0 : rules.shippingFeeCents;
    case 'express':
      return rules.expressShippingCents;
    case 'next_day':
      return rules.nextDayShippingCents;
  }
}

/** A calendar day, YYYY-MM-DD. */
export type IsoDate = string;

/** When an order was placed, on the shopper's own calendar and clock. */
export interface OrderMoment {
  date: IsoDate;
  /** 0-23, local time. */
  hour: number;
}

const DAY_MS = 86_400_000;

function dayNumber(date: IsoDate): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

function isoFromDayNumber(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01, day 0, was a Thursday). */
function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(dayNumber(date));
  return weekday !== 0 && weekday !== 6;
}

/** The date `count` business days after `date` (Saturdays and Sundays are skipped); 0 gives `date`. */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = dayNumber(date);
  for (let left = count; left > 0;) {
    day += 1;
    const weekday = weekdayOf(day);
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return isoFromDayNumber(day);
}

/** The moment `ms` on the shopper's local calendar and clock. */
export function orderMomentAt(ms: number): OrderMoment {
  return { date: localIsoDate(ms), hour: new Date(ms).getHours() };
}

/**
 * The business day the delivery time counts from: the order's own day when it is a business day
 * (for Next-Day, only before the cut-off hour), else the next business day.
 */
export function countingDay(method: DeliveryMethod, moment: OrderMoment): IsoDate {
  const inTime = method !== 'next_day' || moment.hour < deliveryTimes.nextDayCutoffHour;
  return isBusinessDay(moment.date) && inTime ? moment.date : addBusinessDays(moment.date, 1);
}

export interface DeliveryWindow {
  earliest: IsoDate;
  latest: IsoDate;
}

/** The days an order placed at `moment` with `method` arrives between (both business days). */
export function deliveryWindow(method: DeliveryMethod, moment: OrderMoment): DeliveryWindow {
  const from = countingDay(method, moment);
  const { minBusinessDays, maxBusinessDays } = deliveryTimes[method];
  return { earliest: addBusinessDays(from, minBusinessDays), latest: addBusinessDays(from, maxBusinessDays) };
}
