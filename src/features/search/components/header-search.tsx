import { Search } from 'lucide-react';
import { memo, useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CatalogImage } from '@/components/catalog-image';
import { imageSizes } from '@/components/image-sizes';
import { productPath, searchPath } from '@/config/paths';
import { warmCatalogue } from '@/data/catalogue-client';
import { useCatalogueQuery } from '@/data/use-catalogue-query';
import { suggestionRequest } from '@/domain/catalogue-request';
import { formatMoney } from '@/domain/money';
import type { ImageAsset } from '@/domain/types';
import { normalizeQuery } from '@/domain/query-text';
import { recentAnnouncement, suggestionsAnnouncement, viewAllText } from '../model/suggestion-text';
import { useRecentSearches } from '../use-recent-searches';

/** One row of the listbox, as plain values (so unchanged rows skip re-rendering). */
interface Option {
  kind: 'product' | 'view-all' | 'recent';
  href: string;
  text: string;
  /** Products: price in cents and the small image. */
  price?: number;
  image?: ImageAsset;
}

const keepFocus = (event: React.MouseEvent) => event.preventDefault();

// Static elements, created once (they never change between keystrokes).
const boxIcon = (
  <Search
    aria-hidden="true"
    className="pointer-events-none absolute top-5 left-3 size-4 -translate-y-1/2 text-muted-foreground"
  />
);
const recentIcon = <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />;

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
  const { page, current } = useCatalogueQuery(query ? suggestionRequest(query) : null);
  const suggestions = query && page ? { products: page.items, total: page.total } : null;

  const options: Option[] = [];
  if (!query) {
    for (const term of recent) options.push({ kind: 'recent', href: searchPath(term), text: term });
  } else if (suggestions) {
    for (const product of suggestions.products) {
      options.push({
        kind: 'product',
        href: productPath(product.id),
        text: product.name,
        price: product.price,
        image: product.images[0],
      });
    }
    if (suggestions.total > suggestions.products.length) {
      options.push({ kind: 'view-all', href: searchPath(query), text: viewAllText(suggestions.total) });
    }
  }
  const expanded = open && options.length > 0;
  const noMatches = open && current && suggestions !== null && suggestions.total === 0;
  const activeIndex = expanded && active < options.length ? active : -1;
  const showRecent = expanded && !query;

  let announcement = '';
  if (cleared) announcement = 'Recent searches cleared';
  else if (open && !query && recent.length > 0) announcement = recentAnnouncement(recent.length);
  else if (open && suggestions && current)
    announcement = suggestionsAnnouncement(suggestions.products.length);

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

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (event.altKey) return;
        }
        if (options.length === 0) return;
        const down = event.key === 'ArrowDown';
        if (activeIndex === -1) setActive(down ? 0 : options.length - 1);
        else setActive((activeIndex + (down ? 1 : options.length - 1)) % options.length);
        return;
      }
      case 'Enter': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          go(option.href);
        }
        return; // Otherwise the form submits the text.
      }
      case 'Escape':
        if (expanded || noMatches) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
    }
  }

  return (
    <form
      ref={formRef}
      role="search"
      aria-label="Product search"
      // Before the script is running, the browser's own submit still lands on the search page.
      action="/search"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        if (query) go(searchPath(query));
      }}
    >
      <label htmlFor={ids.input} className="sr-only">
        Search products
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
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        placeholder="Search products..."
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm"
      />
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
              Recent searches
            </p>
            <button
              type="button"
              aria-label="Clear recent searches"
              className="min-h-8 rounded-sm px-2 text-sm font-medium text-primary hover:underline"
              onMouseDown={keepFocus}
              onBlur={onBlur}
              onClick={() => {
                clearRecent();
                setActive(-1);
                setCleared(true);
                inputRef.current?.focus();
              }}
            >
              Clear
            </button>
          </div>
        ) : null}
        <div
          id={ids.listbox}
          role="listbox"
          aria-label={showRecent ? undefined : 'Product suggestions'}
          aria-busy={(query && !current) || undefined}
          data-query={query && current ? query : undefined}
          aria-labelledby={showRecent ? ids.recentLabel : undefined}
          hidden={!expanded}
          className="max-h-[70vh] overflow-y-auto py-1"
        >
          {expanded
            ? options.map((option, index) => (
                <OptionRow
                  key={index}
                  id={ids.option(index)}
                  selected={index === activeIndex}
                  go={go}
                  {...option}
                />
              ))
            : null}
        </div>
        {noMatches ? <p className="px-3 py-3 text-sm text-muted-foreground">No products found</p> : null}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}

interface OptionRowProps extends Option {
  id: string;
  selected: boolean;
  go: (href: string) => void;
}

/**
 * An option is a real link (hover shows the address, a modified click opens a new tab) with the
 * option role; it never takes focus, so the box keeps it while the highlight moves.
 */
const OptionRow = memo(function OptionRow({
  id,
  selected,
  go,
  kind,
  href,
  text,
  price,
  image,
}: OptionRowProps) {
  return (
    <a
      href={href}
      id={id}
      role="option"
      aria-selected={selected}
      aria-label={price === undefined ? undefined : `${text}, ${formatMoney(price)}`}
      tabIndex={-1}
      onMouseDown={keepFocus}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(href);
      }}
      className="flex min-h-10 items-center gap-3 px-3 py-1.5 text-sm hover:bg-accent aria-selected:bg-secondary aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-ring"
    >
      {kind === 'recent' ? recentIcon : null}
      {image ? (
        <CatalogImage
          image={image}
          sizes={imageSizes.suggestion}
          alt=""
          className="size-10 shrink-0 rounded bg-muted object-cover"
        />
      ) : null}
      <span className={kind === 'view-all' ? 'font-medium text-primary' : 'min-w-0 flex-1 truncate'}>
        {text}
      </span>
      {price === undefined ? null : <span className="shrink-0 font-semibold">{formatMoney(price)}</span>}
    </a>
  );
});
