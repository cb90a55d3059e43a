/**
 * The listing facets in the URL (docs/shop-rules.md, "Sizes, colours and facets"), shared by
 * /products, /sale and /search: `brand` (once per brand), `rating` (`4` or `3`: rated at least
 * that), `inStock=true` and `opt.<option name>` (once per value: `opt.Size=M&opt.Colour=Navy`).
 * Option names are the catalogue's, so they take a prefix: a shop's option called "sort" or
 * "page" cannot collide with the page's own keys. Parsing never throws; what is not a facet is
 * dropped. Brands and values are not checked against the catalogue: a chosen one the list lacks
 * shows with the count 0, so it can be unchosen. Serialising leaves the defaults out.
 */
import { type FacetFilter, type RatingStep, ratingSteps } from './facet-types';

export interface FacetOptionChoice {
  name: string;
  values: readonly string[];
}

/** What the shopper chose; the default chooses nothing. */
export interface FacetChoice {
  brands: readonly string[];
  minRating: RatingStep | null;
  inStockOnly: boolean;
  /** In the order first named; each with at least one value. A list, never an object keyed by name. */
  options: readonly FacetOptionChoice[];
}

export const defaultFacetChoice: FacetChoice = {
  brands: [],
  minRating: null,
  inStockOnly: false,
  options: [],
};

/** The keys (and the prefix of the option keys) the facets read. */
export const facetParamKeys = ['brand', 'rating', 'inStock'] as const;
export const optionParamPrefix = 'opt.';

/** Guards against a hostile address: longer texts, and values or options past these, are dropped. */
export const facetLimits = { text: 100, values: 50, options: 10 } as const;

const isFacetText = (text: string) => text.trim() !== '' && text.length <= facetLimits.text;

/** The distinct valid texts, in order, at most facetLimits.values of them. */
function facetTexts(raw: readonly string[]): string[] {
  return [...new Set(raw.filter(isFacetText))].slice(0, facetLimits.values);
}

function parseRating(raw: string | null): RatingStep | null {
  return ratingSteps.find((step) => String(step) === raw) ?? null;
}

export function parseFacetParams(params: URLSearchParams): FacetChoice {
  const options: FacetOptionChoice[] = [];
  for (const key of new Set(params.keys())) {
    if (!key.startsWith(optionParamPrefix) || options.length >= facetLimits.options) continue;
    const name = key.slice(optionParamPrefix.length);
    const values = facetTexts(params.getAll(key));
    if (isFacetText(name) && values.length > 0) options.push({ name, values });
  }
  return {
    brands: facetTexts(params.getAll('brand')),
    minRating: parseRating(params.get('rating')),
    inStockOnly: params.get('inStock') === 'true',
    options,
  };
}

/** Appends the choice's parameters (none for the default). */
export function writeFacetParams(params: URLSearchParams, choice: FacetChoice | undefined): void {
  if (!choice) return;
  for (const brand of facetTexts(choice.brands)) params.append('brand', brand);
  if (choice.minRating !== null && ratingSteps.includes(choice.minRating))
    params.set('rating', String(choice.minRating));
  if (choice.inStockOnly) params.set('inStock', 'true');
  for (const { name, values } of choice.options.slice(0, facetLimits.options)) {
    if (!isFacetText(name)) continue;
    for (const value of facetTexts(values)) params.append(`${optionParamPrefix}${name}`, value);
  }
}

/** How many facets narrow the list: each brand, option value and the rating and stock choices. */
export function facetChoiceCount(choice: FacetChoice): number {
  return (
    choice.brands.length +
    (choice.minRating === null ? 0 : 1) +
    (choice.inStockOnly ? 1 : 0) +
    choice.options.reduce((sum, option) => sum + option.values.length, 0)
  );
}

/** The choice as the catalogue's filter reads it (domain/facets.ts). */
export function facetFilter(choice: FacetChoice): FacetFilter {
  return {
    ...(choice.brands.length > 0 ? { brands: choice.brands } : {}),
    ...(choice.minRating === null ? {} : { minRating: choice.minRating }),
    ...(choice.inStockOnly ? { inStockOnly: true } : {}),
    // fromEntries makes own properties even of names like "__proto__".
    ...(choice.options.length > 0
      ? { options: Object.fromEntries(choice.options.map(({ name, values }) => [name, values])) }
      : {}),
  };
}
