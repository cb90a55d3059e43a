/** Calendar dates as YYYY-MM-DD strings: their parts in every time zone, and today's local date. */

/** A real calendar date's parts: `month` 1..12, `weekday` 0 (Sunday)..6 (Saturday). */
export interface CalendarDateParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
}

/**
 * '2024-03-05' -> { year: 2024, month: 3, day: 5, weekday: 2 } in every time zone: the parts are
 * read from the string and checked as a UTC date. Null for a string that is not a real YYYY-MM-DD
 * date. The words for it are data/calendar-date-text.ts's (written out by the message catalogue
 * rather than asked of Intl.DateTimeFormat: the first formatter a page creates loads the browser's
 * locale data, about 20 ms of a phone's main thread, 76 ms at the bench's 4x slowdown, in the
 * middle of opening a product page with reviews).
 */
export function calendarDateParts(isoDate: string): CalendarDateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDate);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return { year: y, month: m, day: d, weekday: date.getUTCDay() };
}

/** The shopper's local calendar date of `nowMs` as YYYY-MM-DD (a review written today). */
export function localIsoDate(nowMs: number): string {
  const now = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
