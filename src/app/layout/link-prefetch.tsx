import { useContext, useEffect } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from 'react-router';
import { isPrefetchedData, prefetchData, rememberPageData } from './kept-page-data';
import { pageNeeds, preloadModules } from './page-needs';

/** At most this much is prefetched per page view (transfer size), then nothing more until the next. */
export const prefetchBudgetBytes = 150 * 1024;

/** The in-app page `anchor` leads to (path and query), or null: another site, a download, this page. */
function inAppPage(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const page = url.pathname + url.search;
  return page === location.pathname + location.search ? null : page;
}

/** Bytes fetched ahead (module preloads and prefetched data) since `since` (ms). */
function prefetchedBytesSince(since: number): number {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= since)
    .filter((entry) => entry.initiatorType === 'link' || isPrefetchedData(entry.name))
    .reduce((sum, entry) => sum + entry.transferSize, 0);
}

/**
 * Fetches ahead the pages a shopper is likely to open next. With `ahead` (the connection allows
 * it): links as they come into view and a link as soon as a pointer is over it or it takes
 * focus, their modules and data, at most `prefetchBudgetBytes` a page view. Always: a link the
 * moment a finger or a button goes down on it or it is clicked, so a page not fetched ahead still
 * asks for its route's module and every module that imports at once, not one after the other.
 * Modules are downloaded, not run (`page-needs.ts`). The data each page is shown with is kept
 * a minute, so back needs no request. Mounted once the page is interactive and
 * idle (`shop-layout.tsx`); `<html data-link-prefetch="ahead|taps">` says which.
 */
export default function LinkPrefetch({ ahead }: { ahead: boolean }): React.ReactNode {
  const { pathname, search } = useLocation();
  const framework = useContext(FrameworkContext);
  const router = useContext(DataRouterContext)?.router;
  const page = pathname + search;

  useEffect(() => {
    document.documentElement.dataset.linkPrefetch = ahead ? 'ahead' : 'taps';
  }, [ahead]);

  useEffect(() => {
    if (!framework || !router) return;
    const { matches, loaderData } = router.state;
    rememberPageData(
      page,
      matches.map(({ route }) => route.id),
      loaderData,
    );
    const viewStart = performance.now();
    const seen = new Set<string>();
    const add = (anchor: Element | null, budgeted: boolean) => {
      const next = anchor instanceof HTMLAnchorElement ? inAppPage(anchor) : null;
      if (!next || seen.has(next)) return;
      if (budgeted && prefetchedBytesSince(viewStart) >= prefetchBudgetBytes) return;
      seen.add(next);
      const needs = pageNeeds(next, router.routes, framework.manifest, framework.routeModules);
      preloadModules(needs.modules, budgeted ? 'low' : 'high');
      // Data a client loader reads from here, at once (ahead at low priority, for a tap at high);
      // on a tap the router asks for the rest itself, so that is fetched ahead only.
      for (const href of needs.clientData) prefetchData(href, budgeted ? 'low' : 'high');
      if (budgeted) for (const href of needs.sharedData) prefetchData(href, 'low');
    };
    const linkOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest('a[href]') : null;
    const listeners: [string, (event: Event) => void][] = [
      ['pointerdown', (event) => add(linkOf(event), false)],
      ['touchstart', (event) => add(linkOf(event), false)],
      ['click', (event) => add(linkOf(event), false)],
    ];
    const cleanups: (() => void)[] = [];
    if (ahead) {
      listeners.push(
        ['pointerover', (event) => add(linkOf(event), true)],
        ['focusin', (event) => add(linkOf(event), true)],
      );
    }
    // Where the browser cannot watch links come into view, the pointer, focus and taps still count.
    if (ahead && typeof IntersectionObserver === 'function') {
      const inView = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          inView.unobserve(entry.target);
          add(entry.target, true);
        }
      });
      const observeLinks = (root: ParentNode) =>
        root.querySelectorAll('a[href]').forEach((anchor) => inView.observe(anchor));
      observeLinks(document);
      const added = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (node instanceof HTMLAnchorElement) inView.observe(node);
            else if (node instanceof Element) observeLinks(node);
          }
      });
      added.observe(document.body, { childList: true, subtree: true });
      cleanups.push(
        () => inView.disconnect(),
        () => added.disconnect(),
      );
    }
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener, { capture: true });
      for (const cleanup of cleanups) cleanup();
    };
  }, [ahead, framework, router, page]);

  return null;
}
