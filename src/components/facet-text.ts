/** The words of the listing facets (docs/shop-rules.md, "Sizes, colours and facets"). */
import type { RatingStep } from '@/domain/facet-types';

export const facetText = {
  brand: 'Brand',
  rating: 'Rating',
  anyRating: 'Any rating',
  availability: 'Availability',
  inStockOnly: 'In stock only',
  showFewer: 'Show fewer',
} as const;

/** '4 stars & up'. */
export function ratingStepText(step: RatingStep): string {
  return `${step} stars & up`;
}

/** A value's count beside its name: '(3)'. */
export function facetCountText(count: number): string {
  return `(${count})`;
}

/** The button that lists every value of a long facet: 'Show all 23'. */
export function showAllText(count: number): string {
  return `Show all ${count}`;
}
