/** The words of the header search box's dropdown (pure; kept small: the header is on every page). */

/** 'View all 7 results' (the header dropdown's link to the search page). */
export function viewAllText(total: number): string {
  return `View all ${total} results`;
}

/** What the header box's live region says when its list changes (`corrected`: the query answered instead). */
export function suggestionsAnnouncement(count: number, corrected?: string): string {
  if (count === 0) return 'No products found';
  const suggestions = `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
  return corrected === undefined ? suggestions : `Showing results for "${corrected}": ${suggestions}`;
}

/** The dropdown's line over the suggestions of a corrected query. */
export function correctedSuggestionsText(corrected: string): string {
  return `Showing results for "${corrected}"`;
}

/** The live region text when the empty box shows the recent searches. */
export function recentAnnouncement(count: number): string {
  return `${count} recent ${count === 1 ? 'search' : 'searches'}`;
}
