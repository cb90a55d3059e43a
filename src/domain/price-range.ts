import { limits } from '@/config/shop';

/** The price slider's range in whole dollars (the products and search pages share it). */
export interface PriceRange {
  minPrice: number;
  maxPrice: number;
}

export const defaultPriceRange: PriceRange = {
  minPrice: limits.priceSliderMin,
  maxPrice: limits.priceSliderMax,
};

/**
 * A price bound read from the URL: a plain non-negative integer of whole dollars (`"250"`), clamped
 * to the slider's range. Anything else (`"abc"`, `"-5"`, `"12.5"`, `"1e3"`, `" 10"`) is `null`.
 * Values are not snapped to the slider step: a shared link keeps the exact bound it names.
 */
export function parsePriceBound(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/u.test(raw)) return null;
  return clampPrice(Number(raw));
}

/** Reads `minPrice` / `maxPrice`; a missing or invalid bound takes its default; a reversed pair is swapped. */
export function parsePriceRange(params: URLSearchParams): PriceRange {
  const min = parsePriceBound(params.get('minPrice')) ?? defaultPriceRange.minPrice;
  const max = parsePriceBound(params.get('maxPrice')) ?? defaultPriceRange.maxPrice;
  return min <= max ? { minPrice: min, maxPrice: max } : { minPrice: max, maxPrice: min };
}

/** Rounds each bound to whole dollars, clamps it to the slider, defaults non-numbers, swaps a reversed pair. */
export function normalizePriceRange(range: PriceRange): PriceRange {
  const min = Number.isFinite(range.minPrice)
    ? clampPrice(Math.round(range.minPrice))
    : defaultPriceRange.minPrice;
  const max = Number.isFinite(range.maxPrice)
    ? clampPrice(Math.round(range.maxPrice))
    : defaultPriceRange.maxPrice;
  return min <= max ? { minPrice: min, maxPrice: max } : { minPrice: max, maxPrice: min };
}

/** Writes the bounds (normalised) that differ from the defaults. */
export function writePriceRange(params: URLSearchParams, range: PriceRange): void {
  const { minPrice, maxPrice } = normalizePriceRange(range);
  if (minPrice !== defaultPriceRange.minPrice) params.set('minPrice', String(minPrice));
  if (maxPrice !== defaultPriceRange.maxPrice) params.set('maxPrice', String(maxPrice));
}

export function isDefaultPriceRange(range: PriceRange): boolean {
  return range.minPrice === defaultPriceRange.minPrice && range.maxPrice === defaultPriceRange.maxPrice;
}

function clampPrice(dollars: number): number {
  return Math.min(limits.priceSliderMax, Math.max(limits.priceSliderMin, dollars));
}
