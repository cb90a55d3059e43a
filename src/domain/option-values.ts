/**
 * A variant's option values as a cart line, a checkout summary and an order show them
 * ('Colour: Midnight Black', 'Size: M'), in the product's option order. Pure.
 */
import type { Product } from './types';
import type { ProductVariant } from './variant-types';

/** One option of an item and the value chosen for it. */
export interface OptionValue {
  name: string;
  value: string;
}

/** The variant's values, in the order the product lists its options. */
export function variantOptionValues(
  product: Pick<Product, 'options'>,
  variant: Pick<ProductVariant, 'options'>,
): OptionValue[] {
  const names = product.options?.map((option) => option.name) ?? [];
  const ordered = [...names, ...Object.keys(variant.options).filter((name) => !names.includes(name))];
  return ordered.flatMap((name) => {
    const value = variant.options[name];
    return value === undefined ? [] : [{ name, value }];
  });
}

/** 'Colour: Midnight Black, Size: M' ('' without values). */
export function optionValuesText(values: readonly OptionValue[]): string {
  return values.map(({ name, value }) => `${name}: ${value}`).join(', ');
}
