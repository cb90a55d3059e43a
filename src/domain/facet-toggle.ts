/**
 * A shopper's change to a facet choice (domain/facet-params.ts), apart from the address's rules:
 * only the facet controls, which load on demand, need it.
 */
import type { FacetChoice } from './facet-params';

/** The choice with `value` of `facet` (a brand, or an option's name) added or removed. */
export function toggleFacetValue(
  choice: FacetChoice,
  facet: { brand: true } | { option: string },
  value: string,
  on: boolean,
): FacetChoice {
  const toggled = (values: readonly string[]) =>
    on ? [...values.filter((v) => v !== value), value] : values.filter((v) => v !== value);
  if ('brand' in facet) return { ...choice, brands: toggled(choice.brands) };
  const name = facet.option;
  const existing = choice.options.find((option) => option.name === name);
  const options = existing
    ? choice.options.map((option) =>
        option === existing ? { name, values: toggled(option.values) } : option,
      )
    : [...choice.options, { name, values: toggled([]) }];
  return { ...choice, options: options.filter((option) => option.values.length > 0) };
}
