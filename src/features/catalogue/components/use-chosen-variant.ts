import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryPending } from '@/boot/query-pending';
import { useHydrated } from '@/lib/use-hydrated';
import { variantParam } from '@/config/paths';
import type { Product } from '@/domain/types';
import type { ProductVariant } from '@/domain/variant-types';
import { variantAfterChoice, variantFromParam } from '@/domain/variants';
import { useSetUrlSearch } from '@/lib/use-set-url-search';

export interface ChosenVariant {
  /** The variant the page shows; undefined for a product without options. */
  variant: ProductVariant | undefined;
  /** Shows the variant with `value` for `optionName` (domain/variants.ts variantAfterChoice). */
  choose: (optionName: string, value: string) => void;
}

/** A choice made while the address `from` (a location key) was shown. */
interface Asked {
  from: string;
  variant: ProductVariant;
}

/**
 * The variant a product page shows: the one `?variant=` names, else the default (first in stock).
 * The prerendered page and the hydrating render show the default (the prerender knows no query
 * string); the address's choice follows at once after hydration, while an inline script keeps the
 * parts it changes hidden (ProductDetail, boot/query-pending.tsx).
 *
 * A choice shows at once, in the render of the press itself, and is written to the address as a
 * new history entry (Back returns to the previous one); the router shows that address a moment
 * later. So a press that follows at once (Add to Cart tapped before hydration, replayed right after
 * the size) sees the chosen variant, and a second choice keeps the first's values. Once another
 * address shows (this one, Back, Forward), the address alone decides.
 */
export function useChosenVariant(product: Product): ChosenVariant {
  const hydrated = useHydrated();
  const location = useLocation();
  const [params] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  const [asked, setAsked] = useState<Asked | null>(null);
  // Once another address shows, the choice is behind us (Back may return to the one it was made on).
  if (asked && asked.from !== location.key) setAsked(null);
  const fromAddress = variantFromParam(product, hydrated ? params.get(variantParam) : null);
  const variant = asked?.from === location.key ? asked.variant : fromAddress;
  // Nothing to wait for once hydrated: the render above already shows the address's variant, and
  // the hook lifts the inline script's flag after it has been committed.
  useQueryPending(hydrated, false);
  const shown = useRef({ variant, from: location.key });
  useLayoutEffect(() => {
    shown.current = { variant, from: location.key };
  });
  const choose = useCallback(
    (optionName: string, value: string) => {
      const { variant: current, from } = shown.current;
      const next = variantAfterChoice(product, current, optionName, value);
      // A value no variant has (listed, never sold) leads nowhere: no history entry.
      if (!next || next.id === current?.id) return;
      shown.current = { variant: next, from };
      setAsked({ from, variant: next });
      void setUrlSearch((latest) => {
        latest.set(variantParam, next.id);
        return latest.toString();
      });
    },
    [product, setUrlSearch],
  );
  return { variant, choose };
}
