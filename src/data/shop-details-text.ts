/**
 * The support details of the store configuration (config/shop.ts, `shop.support`) in words: the
 * phone lines', mailboxes' and days' names, the opening hours and the response times, from the
 * `shopDetails` messages, for the contact page and the help pages' placeholders.
 */
import { market } from '@/config/market';
import { returnsPolicy, shop } from '@/config/shop';
import * as words from 'virtual:lumina-messages/shopDetails';

const { support } = shop;

/** The office's country in the build's language ('US': 'United States', 'Vereinigte Staaten'). */
export function officeCountryText(): string {
  const code = support.office.country;
  return new Intl.DisplayNames([market.locale], { type: 'region' }).of(code) ?? code;
}

/** 'Customer support', 'Orders and sales'... (a name the catalogue does not know is shown as written). */
export function phoneLineLabel(line: string): string {
  return words.phoneLine({ line });
}

/** 'Customer support', 'General enquiries'... */
export function mailboxLabel(mailbox: string): string {
  return words.mailbox({ mailbox });
}

export interface OpeningHoursRow {
  /** 'Mon-Fri', 'Sat'. */
  days: string;
  /** '9AM-6PM EST', 'Closed'. */
  hours: string;
  open: boolean;
}

/** The support's opening hours, a row a day or run of days. */
export function openingHoursRows(): OpeningHoursRow[] {
  return support.hours.map((row) => ({
    days: words.days({ days: row.days }),
    hours: row.open
      ? words.hoursInZone({
          hours: words.hoursRange({
            opens: words.openingTime({ hour: row.open.from }),
            closes: words.openingTime({ hour: row.open.to }),
          }),
          timeZone: support.timeZone,
        })
      : words.closed,
    open: row.open !== null,
  }));
}

/** The days support is open: 'Mon-Fri 9AM-6PM EST, Sat 10AM-4PM EST'. */
export function openingHoursText(): string {
  return openingHoursRows()
    .filter((row) => row.open)
    .map((row) => words.daysAndHours({ days: row.days, hours: row.hours }))
    .join(', ');
}

/** The typical reply time: '2-4 hours'. */
export function averageResponseTimeText(): string {
  const { min, max } = support.averageResponseHours;
  return words.averageResponseTime({ min, max });
}

/** The time every message is answered within: '24 hours'. */
export function emailResponseTimeText(): string {
  return words.emailResponseTime({ hours: support.emailResponseHours });
}

/** The days to send an item back: '30 days'. */
export function returnWindowText(): string {
  return words.returnWindow({ days: returnsPolicy.windowDays });
}
