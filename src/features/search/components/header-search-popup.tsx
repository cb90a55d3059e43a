import type { SearchOption } from '../model/header-search-options';
import { correctedSuggestionsText } from '../model/suggestion-text';
import * as words from 'virtual:lumina-messages/headerSearch';
import { keepFocus, SearchOptionRow } from './search-option-row';

export interface HeaderSearchIds {
  input: string;
  listbox: string;
  recentLabel: string;
  option: (index: number) => string;
}

interface HeaderSearchPopupProps {
  ids: HeaderSearchIds;
  options: readonly SearchOption[];
  query: string;
  /** The suggestions shown answer the query typed (not an earlier one). */
  current: boolean;
  expanded: boolean;
  /** The query the suggestions answer instead of the one typed, which finds nothing. */
  corrected?: string;
  noMatches: boolean;
  activeIndex: number;
  go: (href: string) => void;
  onClearRecent: () => void;
  onBlur: (event: React.FocusEvent) => void;
}

/**
 * The box's popup: the recent searches (with 'Clear') or the suggestions as a listbox, or 'No
 * products found'. Busy while the next answer is on its way, so the list does not flicker.
 */
export function HeaderSearchPopup({
  ids,
  options,
  query,
  current,
  expanded,
  corrected,
  noMatches,
  activeIndex,
  go,
  onClearRecent,
  onBlur,
}: HeaderSearchPopupProps) {
  const showRecent = expanded && !query;
  return (
    <div
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border bg-background shadow-lg"
      hidden={!expanded && !noMatches}
    >
      {showRecent ? (
        <div className="flex items-center justify-between gap-2 border-b px-3 py-1">
          <p
            id={ids.recentLabel}
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {words.recentSearches}
          </p>
          <button
            type="button"
            aria-label={words.clearRecent}
            className="min-h-8 rounded-sm px-2 text-sm font-medium text-primary hover:underline"
            onMouseDown={keepFocus}
            onBlur={onBlur}
            onClick={onClearRecent}
          >
            {words.clear}
          </button>
        </div>
      ) : null}
      {corrected === undefined ? null : (
        <p className="border-b px-3 py-2 text-sm text-muted-foreground">
          {correctedSuggestionsText(corrected)}
        </p>
      )}
      <div
        id={ids.listbox}
        role="listbox"
        aria-label={showRecent ? undefined : words.suggestionsLabel}
        aria-busy={(query && !current) || undefined}
        data-query={query && current ? query : undefined}
        aria-labelledby={showRecent ? ids.recentLabel : undefined}
        hidden={!expanded}
        className="max-h-[70vh] overflow-y-auto py-1"
      >
        {expanded
          ? options.map((option, index) => (
              <SearchOptionRow
                key={index}
                id={ids.option(index)}
                selected={index === activeIndex}
                go={go}
                {...option}
              />
            ))
          : null}
      </div>
      {noMatches ? <p className="px-3 py-3 text-sm text-muted-foreground">{words.noProducts}</p> : null}
    </div>
  );
}
