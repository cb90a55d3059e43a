/** Money helpers. Every amount is an integer number of cents; formatting happens only at the edge. */
import type { MoneyRules } from '@/config/money-rules';
import { money } from '@/config/market';

type Market = Pick<MoneyRules, 'locale' | 'currency'>;

let intlFormat: Intl.NumberFormat | undefined;

/**
 * The market's locale and currency through Intl. The shop's own (`money`, the market this build
 * sells in) is built on first use and kept (creating it costs ~15 ms); another market's each time.
 */
export function formatMoneyIntl(cents: number, market: Market = money): string {
  const format = (market: Market) =>
    new Intl.NumberFormat(market.locale, { style: 'currency', currency: market.currency });
  if (market !== money) return format(market).format(cents / 100);
  intlFormat ??= format(money);
  return intlFormat.format(cents / 100);
}

/** en-US dollars without Intl, exactly as Intl writes them (money.test.ts proves it for any cents). */
function formatUsd(cents: number): string {
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents2 = (abs % 100).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${cents2}`;
}

/**
 * 129999 -> "$1,299.99"; -500 -> "-$5.00"; in de-DE euros "1.299,99 €". For en-US dollars (this
 * shop's own market) it formats without Intl, which keeps ~15 ms of ICU set-up off the first
 * render; other locales or currencies use Intl.
 */
export function formatMoney(cents: number, market: Market = money): string {
  if (market.locale === 'en-US' && market.currency === 'USD' && Number.isSafeInteger(cents)) {
    return formatUsd(cents);
  }
  return formatMoneyIntl(cents, market);
}

/** A figure as a promise reads it: whole amounts drop the cents ('orders over $50', 'ab 50 €'). */
export function formatMoneyShort(cents: number, market: Market = money): string {
  const full = formatMoney(cents, market);
  if (cents % 100 !== 0 || full.endsWith('.00')) return full.replace(/\.00$/u, '');
  // Another market's whole amount: Intl without the cents ('50 €').
  const { locale, currency } = market;
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0 }).format(
    cents / 100,
  );
}

/**
 * Dollars (possibly fractional, e.g. a price typed by a person) to integer cents, rounded half-up
 * to the cent without binary float drift: 1.005 -> 101, 19.99 -> 1999. NaN stays NaN.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) return Number.NaN;
  const scaled = Number.parseFloat((dollars * 100).toPrecision(12));
  return roundHalfAwayFromZero(scaled);
}

/** 1999 -> 19.99 (for inputs that need a number, e.g. the price slider; display uses formatMoney). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * `basisPoints` hundredths of a percent of `cents`, rounded half-up to the cent with integer math
 * (800 bp = 8 %: 7 -> 1 (0.56), 6 -> 0 (0.48), 1250 -> 100). Negative amounts round half away from
 * zero, symmetric with positive ones. Both arguments are expected to be integers.
 */
export function percentOfCents(cents: number, basisPoints: number): number {
  const sign = Math.sign(cents) * Math.sign(basisPoints);
  const a = Math.abs(cents);
  const b = Math.abs(basisPoints);
  const product = a * b;
  if (Number.isSafeInteger(product)) {
    return sign * Math.floor((product + 5000) / 10000) || 0;
  }
  const big = (BigInt(Math.trunc(a)) * BigInt(Math.trunc(b)) + 5000n) / 10000n;
  return sign * Number(big) || 0;
}

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) || 0;
}
