/** Calendar dates as YYYY-MM-DD strings: shown in words in every time zone, and today's local date. */

// Written out rather than asked of Intl.DateTimeFormat: the first formatter a page creates loads
// the browser's locale data, about 20 ms of a phone's main thread (76 ms at the bench's 4x
// slowdown) in the middle of opening a product page with reviews.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2024-03-05' -> 'March 5, 2024' in every time zone: the date parts are read from the string and
 * formatted as a UTC date. A string that is not a real YYYY-MM-DD date is returned unchanged.
 */
export function formatReviewDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(isoDate);
  if (!match) return isoDate;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return isoDate;
  }
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** The shopper's local calendar date of `nowMs` as YYYY-MM-DD (a review written today). */
export function localIsoDate(nowMs: number): string {
  const now = new Date(nowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
