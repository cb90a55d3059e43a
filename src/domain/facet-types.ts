/** The shapes of the listing's facets: what a shopper chooses and the counts shown (facets.ts). */

export interface FacetFilter {
  /** Products of any of these brands (none = every brand). */
  brands?: readonly string[];
  /** Products rated at least this. */
  minRating?: number;
  /** Only products that can be bought (with options chosen: a variant that has them). */
  inStockOnly?: boolean;
  /** Option name -> values: a variant with one of the values of every option named. */
  options?: Readonly<Record<string, readonly string[]>>;
}

/** The minimum ratings a shopper can choose: '4 and up', '3 and up'. */
export const ratingSteps = [4, 3] as const;
export type RatingStep = (typeof ratingSteps)[number];

/** Option name -> its values in display order, across the catalogue (optionOrder). */
export type OptionOrder = Readonly<Record<string, readonly string[]>>;

export interface FacetValueCount<T = string> {
  value: T;
  count: number;
}

export interface FacetCounts {
  /** Every brand of the products counted, and any chosen one, by name. */
  brands: FacetValueCount[];
  ratings: FacetValueCount<RatingStep>[];
  /** How many the listing shows with "in stock only". */
  inStock: number;
  /** Each option of the products counted (in order of first appearance), its values in display order. */
  options: { name: string; values: FacetValueCount[] }[];
}
