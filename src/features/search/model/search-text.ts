/** The words the search page shows (pure). */

/** The search page heading for a non-blank query (shown as text, never as HTML). */
export function searchHeading(query: string): string {
  return `Search results for "${query}"`;
}

/** The document title's page part: 'Search: {query}', or 'Search' with no query. */
export function searchTitle(query: string): string {
  return query ? `Search: ${query}` : 'Search';
}

/** '1 product found', '7 products found', '0 products found'. */
export function resultCountText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'} found`;
}

/** The no-results hint when the query matches but the price range hides every match. */
export function outsideRangeText(matchCount: number): string {
  const matches = matchCount === 1 ? '1 product matches' : `${matchCount} products match`;
  return `${matches} your search outside this price range. Try a wider range or clear the filters.`;
}

/** The no-results hint for a term nothing matches. */
export const spellingHint = 'Check the spelling or try a more general term.';

/** The no-results hint when the term matches but the facets chosen leave none _(shop's own)_. */
export const facetsHideAllText =
  'No product matching your search has every filter you chose. Try fewer filters or clear them.';

/** The line over the results of a corrected query: what found nothing and what is shown instead. */
export function correctionText(typed: string, corrected: string): string {
  return `No products found for "${typed}". Showing results for "${corrected}".`;
}

/** The link that searches the words exactly as typed. */
export function exactSearchText(typed: string): string {
  return `Search for "${typed}" instead`;
}
