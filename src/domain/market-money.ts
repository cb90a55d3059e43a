/**
 * Money rules a market adds to the shop's (docs/shop-rules.md, Money): prices that include VAT, and
 * a price list made from another currency's by a rate and a rounding rule. Integer cents throughout.
 */
import type { PriceConversion } from '@/config/market-types';

export type { PriceConversion };

/** Rounds `numerator / denominator` (both non-negative integers as bigint) half-up. */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/**
 * The VAT contained in a price that includes it, rounded half-up to the cent: at 19 % (1900 basis
 * points) 11900 -> 1900, 999 -> 160 (159.5). Negative amounts mirror positive ones.
 */
export function vatContained(grossCents: number, basisPoints: number): number {
  if (grossCents === 0 || basisPoints === 0) return 0;
  const sign = Math.sign(grossCents);
  const gross = BigInt(Math.abs(Math.trunc(grossCents)));
  const rate = BigInt(Math.trunc(basisPoints));
  return sign * Number(divideHalfUp(gross * rate, 10000n + rate));
}

/**
 * `cents` in the market's currency: times the rate (to a millionth), rounded half-up to the cent,
 * then to the nearest price ending in `endsIn` cents that is above zero. 2499 at 0.92 ending in 99
 * is 2299 (22.99); 12999 is 11999 (119.59 lies nearer 119.99 than 118.99).
 */
export function convertPrice(cents: number, { rate, endsIn }: PriceConversion): number {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a price in cents: ${cents}`);
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError(`Not a conversion rate: ${rate}`);
  const millionths = BigInt(Math.round(rate * 1_000_000));
  const converted = Number(divideHalfUp(BigInt(cents) * millionths, 1_000_000n));
  if (endsIn === undefined || cents === 0) return converted;
  if (!Number.isInteger(endsIn) || endsIn < 0 || endsIn > 99) {
    throw new RangeError(`A price ends in 0 to 99 cents, not ${endsIn}`);
  }
  const base = Math.floor(converted / 100) * 100 + endsIn;
  const candidates = [base - 100, base, base + 100].filter((candidate) => candidate > 0);
  return candidates.reduce((best, candidate) =>
    Math.abs(candidate - converted) < Math.abs(best - converted) ||
    (Math.abs(candidate - converted) === Math.abs(best - converted) && candidate > best)
      ? candidate
      : best,
  );
}
