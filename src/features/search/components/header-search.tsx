import { Search } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchPath } from '@/config/paths';
import { warmCatalogue } from '@/data/catalogue-client';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { suggestionRequest } from '@/domain/catalogue-request';
import { normalizeQuery } from '@/domain/query-text';
import { headerSearchAnnouncement, headerSearchOptions } from '../model/header-search-options';
import { useRecentSearches } from '../use-recent-searches';
import * as words from 'virtual:lumina-messages/headerSearch';
import { onHeaderSearchKeyDown } from './header-search-keys';
import { HeaderSearchPopup } from './header-search-popup';

// Created once (it never changes between keystrokes).
const boxIcon = (
  <Search
    aria-hidden="true"
    className="pointer-events-none absolute start-3 top-5 size-4 -translate-y-1/2 text-muted-foreground"
  />
);

/**
 * The header search box: a WAI-ARIA 1.2 combobox with a listbox popup. Typing shows up to 5
 * matching products and 'View all {n} results' when more match; the empty box shows the recent
 * searches with a 'Clear' action. Arrow keys move the highlight, Enter opens it (or searches for
 * the trimmed text), Escape closes (a second Escape clears the text). Rendered twice in the header
 * (desktop and mobile), so every id starts with `idPrefix`.
 *
 * Kept light because the header is on every page: the catalogue worker starts on the first focus
 * (or hover) of the box and searches off the main thread (decision 0010); a one- or two-character
 * query is answered from a small prefix file meanwhile. While the next answer is on its way the
 * previous suggestions stay, marked busy, so the list does not flicker between keystrokes.
 */
export function HeaderSearch({ idPrefix }: { idPrefix: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { recent, clearRecent } = useRecentSearches();
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [cleared, setCleared] = useState(false);

  // Going to another address (a link elsewhere, back and forward) closes the box and empties it.
  // Keyed on the address rather than location.key, which is not stable around hydration.
  const address = location.pathname + location.search;
  const [shownAt, setShownAt] = useState(address);
  if (address !== shownAt) {
    setShownAt(address);
    setText('');
    setOpen(false);
    setActive(-1);
  }

  /** Follows a suggestion or a search: the box closes and empties, even for the page already shown. */
  const go = useCallback(
    (href: string) => {
      setText('');
      setOpen(false);
      setActive(-1);
      void navigate(href);
    },
    [navigate],
  );

  const query = normalizeQuery(text);
  const { page, answered, current } = useCatalogueQuery(query ? suggestionRequest(query) : null);
  const suggestions =
    query && page && answered?.kind === 'search'
      ? {
          products: page.items,
          total: page.total,
          answered: page.correctedQuery ?? answered.query,
          ...(page.correctedQuery === undefined ? {} : { corrected: page.correctedQuery }),
        }
      : null;

  const options = headerSearchOptions(query, recent, suggestions);
  const expanded = open && options.length > 0;
  const noMatches = open && current && suggestions !== null && suggestions.total === 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const announcement = headerSearchAnnouncement({
    cleared,
    open,
    query,
    recentCount: recent.length,
    suggestions,
    current,
  });

  const ids = {
    input: `${idPrefix}-input`,
    listbox: `${idPrefix}-listbox`,
    recentLabel: `${idPrefix}-recent-label`,
    option: (index: number) => `${idPrefix}-option-${index}`,
  };

  const startLoading = () => warmCatalogue();

  function close() {
    setOpen(false);
    setActive(-1);
    setCleared(false);
  }

  /** Focus leaving the whole widget (Tab away, a click elsewhere) closes the popup. */
  function onBlur(event: React.FocusEvent) {
    if (!formRef.current?.contains(event.relatedTarget)) close();
  }

  return (
    <form
      ref={formRef}
      role="search"
      aria-label={words.formLabel}
      // Before the script is running, the browser's own submit still lands on the search page.
      action="/search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (query) go(searchPath(query));
      }}
    >
      <label htmlFor={ids.input} className="sr-only">
        {words.inputLabel}
      </label>
      {boxIcon}
      <input
        ref={inputRef}
        id={ids.input}
        name="q"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.listbox}
        aria-activedescendant={activeIndex >= 0 ? ids.option(activeIndex) : undefined}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          startLoading();
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          setCleared(false);
        }}
        onFocus={() => {
          startLoading();
          setOpen(true);
        }}
        onPointerEnter={startLoading}
        onClick={() => setOpen(true)}
        onKeyDown={(event) =>
          onHeaderSearchKeyDown(
            event,
            { open, expanded, noMatches, text, options, activeIndex },
            { setOpen, setActive, setText, close, go },
          )
        }
        onBlur={onBlur}
        placeholder={words.placeholder}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        className="h-10 w-full rounded-md border border-input bg-background ps-9 pe-3 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
      />
      <HeaderSearchPopup
        ids={ids}
        options={options}
        query={query}
        current={current}
        expanded={expanded}
        corrected={expanded && current ? suggestions?.corrected : undefined}
        noMatches={noMatches}
        activeIndex={activeIndex}
        go={go}
        onClearRecent={() => {
          clearRecent();
          setActive(-1);
          setCleared(true);
          inputRef.current?.focus();
        }}
        onBlur={onBlur}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
