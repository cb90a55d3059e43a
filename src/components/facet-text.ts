/** The words of the listing facets (docs/shop-rules.md, "Sizes, colours and facets"); messages/'s. */
import type { RatingStep } from '@/domain/facet-types';
import * as words from 'virtual:lumina-messages/facets';

export const facetText = {
  brand: words.brand,
  rating: words.rating,
  anyRating: words.anyRating,
  availability: words.availability,
  inStockOnly: words.inStockOnly,
  showFewer: words.showFewer,
} as const;

/** '4 stars & up'. */
export function ratingStepText(step: RatingStep): string {
  return words.ratingStep({ stars: step });
}

/** A value's count beside its name: '(3)'. */
export function facetCountText(count: number): string {
  return words.valueCount({ count });
}

/** The button that lists every value of a long facet: 'Show all 23'. */
export function showAllText(count: number): string {
  return words.showAll({ count });
}
