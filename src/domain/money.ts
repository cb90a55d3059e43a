/** Money helpers. Every amount is an integer number of cents; formatting happens only at the edge. */
import { money } from '@/config/shop';

let intlFormat: Intl.NumberFormat | undefined;

/** The shop's locale and currency through Intl, built on first use (creating it costs ~15 ms). */
export function formatMoneyIntl(cents: number): string {
  intlFormat ??= new Intl.NumberFormat(money.locale, { style: 'currency', currency: money.currency });
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
 * 129999 -> "$1,299.99"; -500 -> "-$5.00". For en-US dollars (this shop) it formats without Intl,
 * which keeps ~15 ms of ICU set-up off the first render; other locales or currencies use Intl.
 */
export function formatMoney(cents: number): string {
  if (money.locale === 'en-US' && money.currency === 'USD' && Number.isSafeInteger(cents)) {
    return formatUsd(cents);
  }
  return formatMoneyIntl(cents);
}

/** A figure as a promise reads it: whole dollars drop the cents ('orders over $50'). */
export function formatMoneyShort(cents: number): string {
  return formatMoney(cents).replace(/\.00$/u, '');
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
