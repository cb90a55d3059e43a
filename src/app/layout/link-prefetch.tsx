import { useContext, useEffect, useState } from 'react';
import {
  matchRoutes,
  PrefetchPageLinks,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
  useLocation,
} from 'react-router';

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

/** Bytes the page's prefetch and modulepreload links have transferred since `since` (ms). */
function linkBytesSince(since: number): number {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType === 'link' && entry.startTime >= since)
    .reduce((sum, entry) => sum + entry.transferSize, 0);
}

/**
 * The data request a route with a client loader makes for `page` (its clientLoader asks for the
 * prerendered data of that route only), which React Router's PrefetchPageLinks leaves out.
 */
function useClientLoaderDataHrefs(page: string): string[] {
  const framework = useContext(FrameworkContext);
  const data = useContext(DataRouterContext);
  if (!framework || !data) return [];
  const url = new URL(page, location.origin);
  return (matchRoutes(data.router.routes, url.pathname) ?? [])
    .filter(({ route }) => framework.manifest.routes[route.id ?? '']?.hasClientLoader)
    .filter(({ route }) => framework.manifest.routes[route.id ?? '']?.hasLoader)
    .map(({ route }) => {
      const href = new URL(
        url.pathname === '/' ? '/_root.data' : `${url.pathname.replace(/\/$/, '')}.data`,
        url,
      );
      href.searchParams.set('_routes', route.id ?? '');
      return href.pathname + href.search;
    });
}

function PagePrefetch({ page }: { page: string }) {
  const hrefs = useClientLoaderDataHrefs(page);
  return (
    <>
      <PrefetchPageLinks page={page} />
      {hrefs.map((href) => (
        <link key={href} rel="prefetch" as="fetch" href={href} />
      ))}
    </>
  );
}

/**
 * Fetches ahead the pages a shopper is likely to open next. With `ahead` (the connection allows
 * it): links as they come into view and a link as soon as a pointer is over it or it takes
 * focus, at most `prefetchBudgetBytes` a page view. Always: a link the moment a finger or a button
 * goes down on it or it is clicked, so a page not fetched ahead still asks for its route's module,
 * every module that imports and its data at once, not one after the other. React Router's
 * PrefetchPageLinks does the work. Mounted once the page is interactive and idle (`shop-layout.tsx`);
 * `<html data-link-prefetch="ahead|taps">` says which.
 */
export default function LinkPrefetch({ ahead }: { ahead: boolean }): React.ReactNode {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.linkPrefetch = ahead ? 'ahead' : 'taps';
  }, [ahead]);
  return <PageViewPrefetch key={pathname + search} ahead={ahead} />;
}

/** What the links of one page view lead to, fetched ahead (within its budget) or as they are tapped. */
function PageViewPrefetch({ ahead }: { ahead: boolean }) {
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    const viewStart = performance.now();
    const add = (anchor: Element | null, budgeted: boolean) => {
      const page = anchor instanceof HTMLAnchorElement ? inAppPage(anchor) : null;
      if (!page || (budgeted && linkBytesSince(viewStart) >= prefetchBudgetBytes)) return;
      setPages((known) => (known.includes(page) ? known : [...known, page]));
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
  }, [ahead]);

  return pages.map((page) => <PagePrefetch key={page} page={page} />);
}
