import type * as React from 'react';
import type { ProductSummary } from '@/domain/types';
import { hydrateAfterAttribute } from '@/lib/hydrate-after';
import { defaultSearchParams } from '../model/search-params';
import earlyResultsScript from '../early/early-results.entry.ts?worker&url';
import { earlyFrameEnd, earlyFrameEndScript, earlyResultsMarker } from '../early/early-results-markers';
import { SearchFilters } from './search-filters';
import { resultsListClass, SearchResultItem } from './search-results-grid';
import { SearchResultsFrame } from './search-results-frame';
import { SearchSortSelect } from './search-sort-select';

const ignore = () => undefined;

interface SearchPendingProps {
  renderAction?: (product: ProductSummary) => React.ReactNode;
  /**
   * Every product's card, in catalogue order, for the early results (prerendered by the route's
   * loader); null for a catalogue too large to put into the page, which then shows its results
   * after hydration.
   */
  earlyCards: readonly ProductSummary[] | null;
}

/**
 * A searched-for page while the app loads. Prerendered, it is the results frame with 'Searching…',
 * every product's card in a <template> and the early-results script, which shows the address's
 * results from them before the app has loaded (early/fill-early-results.ts).
 *
 * In the browser it renders an empty element with innerHTML: React then adopts the prerendered
 * part as it is, without hydrating or checking it, so the script may change it. The app never
 * renders this again after hydration (useHydratedInTransition is true from then on).
 */
export function SearchPending({ renderAction, earlyCards }: SearchPendingProps) {
  if (typeof document !== 'undefined') {
    return (
      <div
        {...{ [earlyResultsMarker]: '' }}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <EarlyResultsFrame renderAction={renderAction} earlyCards={earlyCards} />;
}

/** The prerendered part of SearchPending (exported for its tests). */
export function EarlyResultsFrame({ renderAction, earlyCards }: SearchPendingProps) {
  const early = earlyCards !== null;
  return (
    <div {...{ [earlyResultsMarker]: '', ...(early ? { [hydrateAfterAttribute]: '' } : {}) }}>
      {early ? <script async src={earlyResultsScript} fetchPriority="high" /> : null}
      <SearchResultsFrame
        early
        heading="Search Results"
        count="Searching…"
        sort={<SearchSortSelect value={defaultSearchParams.sort} onChange={ignore} />}
        filters={
          <SearchFilters
            minPrice={defaultSearchParams.minPrice}
            maxPrice={defaultSearchParams.maxPrice}
            onPriceChange={ignore}
            onClear={ignore}
          />
        }
      >
        <ul aria-label="Search results" className={resultsListClass} data-early-results="" />
      </SearchResultsFrame>
      {early ? (
        <>
          <template data-early-cards="">
            {earlyCards.map((product) => (
              <SearchResultItem
                key={product.id}
                product={product}
                priority={false}
                renderAction={renderAction}
              />
            ))}
          </template>
          {/* Marks the frame as parsed: the early script, if it has arrived, fills it in at once,
              before the first paint. */}
          <script id={earlyFrameEnd} dangerouslySetInnerHTML={{ __html: earlyFrameEndScript }} />
        </>
      ) : null}
    </div>
  );
}
