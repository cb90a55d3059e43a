/**
 * Calendar dates in words ('March 5, 2024', 'Tue, Nov 24'), the same in every time zone: the parts
 * of the YYYY-MM-DD string (domain/calendar-date.ts) put into the catalogue's date messages, with
 * no Intl.DateTimeFormat (the first one a page creates costs a phone about 20 ms).
 */
import { calendarDateParts } from '@/domain/calendar-date';
import * as words from 'virtual:lumina-messages/calendarDates';

/** '2024-03-05' -> 'March 5, 2024'. A string that is not a real YYYY-MM-DD date is returned unchanged. */
export function formatReviewDate(isoDate: string): string {
  const parts = calendarDateParts(isoDate);
  if (!parts) return isoDate;
  return words.longDate({ month: parts.month, day: parts.day, year: parts.year });
}

/** '2026-11-24' -> 'Tue, Nov 24'. A string that is not a real YYYY-MM-DD date is returned unchanged. */
export function formatShortDate(isoDate: string): string {
  const parts = calendarDateParts(isoDate);
  if (!parts) return isoDate;
  return words.shortDate({ weekday: parts.weekday, month: parts.month, day: parts.day });
}
