/** The words of the header search box's dropdown (messages/'s; kept small: the header is on every page). */
import * as words from 'virtual:lumina-messages/headerSearch';

/** 'View all 7 results' (the header dropdown's link to the search page). */
export function viewAllText(total: number): string {
  return words.viewAll({ total });
}

/** What the header box's live region says when its list changes (`corrected`: the query answered instead). */
export function suggestionsAnnouncement(count: number, corrected?: string): string {
  if (count === 0) return words.noProducts;
  return corrected === undefined
    ? words.suggestions({ count })
    : words.correctedSuggestions({ corrected, count });
}

/** The dropdown's line over the suggestions of a corrected query. */
export function correctedSuggestionsText(corrected: string): string {
  return words.corrected({ corrected });
}

/** The live region text when the empty box shows the recent searches. */
export function recentAnnouncement(count: number): string {
  return words.recentCount({ count });
}
