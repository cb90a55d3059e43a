import { type ComponentType, lazy, type ReactNode, useState } from 'react';
import { HydratesLater } from '@/boot/hydrates-later';
import { loadOnce, startNowUnlessAhead } from '@/lib/load-once';
import { appHydrated } from '@/lib/use-hydrated';
import { useAfterFirstFrame } from '@/lib/use-after-first-frame';
import { useOnDemand } from '@/lib/use-on-demand';
import { RetryWhenOnline } from './retry-when-online';

/**
 * Whether a part rendered now (`rendered`) by the component holding `id` (from `useId`, alike in
 * the prerender and in the browser) is being prerendered or hydrated: that element is already in
 * the page. False when the component is first mounted later (a page reached by a link), or the
 * part was not rendered at first. Decided once, on the first render.
 */
export function useFromPrerender(id: string, rendered = true): boolean {
  const [fromPrerender] = useState(
    () => rendered && (typeof document === 'undefined' || document.getElementById(id) !== null),
  );
  return fromPrerender;
}

interface PartProps {
  /** From `useFromPrerender`, decided by the component around the part. */
  fromPrerender: boolean;
  /** Holds the part's room until its code is in (or while it cannot load). */
  fallback: ReactNode;
}

export interface PrerenderedPart<P> {
  Part: ComponentType<P & PartProps>;
  /** Starts loading the part's code, without waiting for it to be rendered. */
  preload: () => void;
}

/**
 * A part of a page prerendered in place whose code comes after the page's (the price slider, the
 * facet filters). Where the page is hydrating, it goes through `lazy` and `<Suspense>`: React keeps
 * the prerendered HTML until the code arrives, then hydrates it. Where it is first mounted later,
 * it is rendered from its module once that is in and the page's first frame is painted, with
 * `fallback` until then: through `lazy`, React would hold it back until 300 ms after the fallback
 * showed (docs/decisions/0021-on-demand-parts-without-suspense.md). The boundary
 * (boot/hydrates-later.tsx) is there either way, so the tree is the prerendered HTML's. With no network the part keeps `fallback` and
 * tries again once the browser is back online.
 */
export function prerenderedPart<P extends object>(load: () => Promise<ComponentType<P>>): PrerenderedPart<P> {
  const loader = loadOnce(load);
  // Made while the app is running (this module came with a page reached by a link): its code is
  // asked for now, with the page's own modules, so it is usually in when the page renders.
  if (appHydrated()) startNowUnlessAhead(loader);
  const lazyPart = () => lazy(() => loader().then((component) => ({ default: component })));
  let Lazy = lazyPart();
  const retryLazy = () => {
    Lazy = lazyPart();
  };

  function Part({ fromPrerender, fallback, ...props }: P & PartProps) {
    const { value: Loaded } = useOnDemand(loader, !fromPrerender);
    // Not in the frame that shows a page reached by a link: that frame comes sooner without it.
    const afterFirstFrame = useAfterFirstFrame(!fromPrerender);
    const own = props as P;
    let content: ReactNode = fallback;
    if (fromPrerender) content = <Lazy {...own} />;
    else if (Loaded && afterFirstFrame) content = <Loaded {...own} />;
    return (
      <RetryWhenOnline fallback={fallback} onRetry={retryLazy}>
        <HydratesLater fallback={fallback}>{content}</HydratesLater>
      </RetryWhenOnline>
    );
  }

  return {
    Part,
    preload: () => {
      loader().catch(() => undefined);
    },
  };
}
