import { Search } from 'lucide-react';
import { memo } from 'react';
import { CatalogueImage } from '@/components/catalogue-image';
import { imageSizes } from '@/components/image-sizes';
import { formatMoney } from '@/domain/money';
import type { SearchOption } from '../model/header-search-options';
import { highlightParts } from '../model/highlight';

/** Pressing a row or the Clear button leaves the focus in the search box. */
export const keepFocus = (event: React.MouseEvent) => event.preventDefault();

// Created once (it never changes between keystrokes).
const recentIcon = <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />;

interface SearchOptionRowProps extends SearchOption {
  id: string;
  selected: boolean;
  go: (href: string) => void;
}

/**
 * An option is a real link (hover shows the address, a modified click opens a new tab) with the
 * option role; it never takes focus, so the box keeps it while the highlight moves.
 */
export const SearchOptionRow = memo(function SearchOptionRow({
  id,
  selected,
  go,
  kind,
  href,
  text,
  price,
  image,
  highlight,
}: SearchOptionRowProps) {
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
        <CatalogueImage
          image={image}
          sizes={imageSizes.suggestion}
          alt=""
          className="size-10 shrink-0 rounded bg-muted object-cover"
        />
      ) : null}
      <span className={kind === 'view-all' ? 'font-medium text-primary' : 'min-w-0 flex-1 truncate'}>
        {highlight === undefined ? text : <MarkedText text={text} query={highlight} />}
      </span>
      {price === undefined ? null : <span className="shrink-0 font-semibold">{formatMoney(price)}</span>}
    </a>
  );
});

/**
 * The name with the query's terms in `<mark>`: bold as well as tinted, so it shows in forced
 * colours too. The option's accessible name is its aria-label, so screen readers hear the name
 * once, unbroken.
 */
function MarkedText({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, i) =>
    part.matched ? (
      <mark key={i} className="rounded-sm bg-primary/15 font-semibold text-foreground">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
