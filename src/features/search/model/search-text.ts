/** The words the search page shows (messages/'s). */
import * as listingWords from 'virtual:lumina-messages/listing';
import * as words from 'virtual:lumina-messages/searchPage';

/** The search page heading for a non-blank query (shown as text, never as HTML). */
export function searchHeading(query: string): string {
  return words.heading({ query });
}

/** The document title's page part: 'Search: {query}', or 'Search' with no query. */
export function searchTitle(query: string): string {
  return query ? words.title({ query }) : words.titleEmpty;
}

/** '1 product found', '7 products found', '0 products found'. */
export function resultCountText(count: number): string {
  return listingWords.productsFound({ count });
}

/** The no-results hint when the query matches but the price range hides every match. */
export function outsideRangeText(matchCount: number): string {
  return words.outsideRange({ count: matchCount });
}

/** The no-results hint for a term nothing matches. */
export const spellingHint = words.spellingHint;

/** The no-results hint when the term matches but the facets chosen leave none _(shop's own)_. */
export const facetsHideAllText = words.facetsHideAll;

/** The line over the results of a corrected query: what found nothing and what is shown instead. */
export function correctionText(typed: string, corrected: string): string {
  return words.correction({ typed, corrected });
}

/** The link that searches the words exactly as typed. */
export function exactSearchText(typed: string): string {
  return words.exactSearch({ typed });
}
