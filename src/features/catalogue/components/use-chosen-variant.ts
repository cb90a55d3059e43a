import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryPending } from '@/boot/query-pending';
import { useHydrated } from '@/boot/use-hydrated';
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

/**
 * The variant a product page shows: the one `?variant=` names, else the default (first in stock).
 * The prerendered page and the hydrating render show the default (the prerender knows no query
 * string); the address's choice follows at once after hydration, while an inline script keeps the
 * parts it changes hidden (ProductDetail, boot/query-pending.tsx). A choice is a new history entry,
 * so Back returns to the previous one; it starts from the latest address asked for, so a second
 * tap before the first has rendered keeps the first's values.
 */
export function useChosenVariant(product: Product): ChosenVariant {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  const variant = variantFromParam(product, hydrated ? params.get(variantParam) : null);
  // Nothing to wait for once hydrated: the render above already shows the address's variant, and
  // the hook lifts the inline script's flag after it has been committed.
  useQueryPending(hydrated, false);
  const choose = useCallback(
    (optionName: string, value: string) => {
      // A value no variant has (listed, never sold) leads nowhere: no history entry.
      if (!product.variants?.some((v) => v.options[optionName] === value)) return;
      void setUrlSearch((latest) => {
        const current = variantFromParam(product, latest.get(variantParam));
        const next = variantAfterChoice(product, current, optionName, value);
        if (next) latest.set(variantParam, next.id);
        return latest.toString();
      });
    },
    [product, setUrlSearch],
  );
  return { variant, choose };
}
