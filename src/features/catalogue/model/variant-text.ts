/** What the product page's option pickers say (docs/shop-rules.md, Product page); messages/'s. */
import type { ValueState } from '@/domain/variants';
import * as words from 'virtual:lumina-messages/productPage';

/** The picker's visible label: 'Size: M' (the option and the value shown). */
export function optionLabel(option: string, value: string | undefined): string {
  return value === undefined ? option : words.optionLabel({ option, value });
}

/**
 * A value's name for screen readers: 'M', or 'M (sold out)' when the variants with it and the other
 * chosen values are all out of stock, 'M (unavailable)' when none is sold at all.
 */
export function optionValueName(state: ValueState): string {
  if (state.purchasable) return state.value;
  return state.offered
    ? words.valueSoldOut({ value: state.value })
    : words.valueUnavailable({ value: state.value });
}
