import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { sleep } from '@/lib/sleep';
import { whenPageSettled } from '@/lib/when-idle';
import { isPrefetchedData, prefetchData, rememberPageData } from './kept-page-data';
import {
  filesToFetch,
  isPreloadedModule,
  pageNeeds,
  preloadModules,
  routesLoaded,
  runModulesAhead,
} from './page-needs';
import { createPrefetchQueue, inAppPage, linkRank } from './prefetch-queue';
import { watchLinksOnScreen } from './links-on-screen';
import { loadRouteAssets, useRouteAssets } from './route-assets';
import { useMoves } from './use-moves';

/**
 * At most this much is prefetched per page view for links in view (transfer size), then nothing
 * more of them until the next; a link under the pointer or focused is fetched regardless.
 */
export const prefetchBudgetBytes = 150 * 1024;

/** How many pages are fetched ahead at the same time. */
const AHEAD_AT_ONCE = 3;

// The route-asset list is asked for as soon as this code arrives (shop-layout.tsx fetches it when
// the page is idle, then waits for half a second of quiet before mounting it): a move on a phone
// then finds the list in, its round trip spent in that half second.
void loadRouteAssets();

/** Bytes fetched ahead (module preloads and prefetched data) since `since` (ms). */
function prefetchedBytesSince(since: number): number {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.startTime >= since)
    .filter((entry) => isPreloadedModule(entry.name) || isPrefetchedData(entry.name))
    .reduce((sum, entry) => sum + entry.transferSize, 0);
}

/**
 * Fetches ahead the pages a shopper is likely to open next. With `ahead` (the connection allows
 * it): links as they come into view (at most `prefetchBudgetBytes` a page view), or under a
 * pointer or focused (whatever was spent), their modules and data. Always: a link the moment a
 * finger or a button goes down on it or it is clicked, so a page not fetched ahead asks for all
 * its modules at once.
 * Ahead, once downloaded, a page's route modules are run in idle moments (`page-needs.ts`); the
 * data a page is shown with is kept a minute, so back needs no request. Mounted once the page is
 * interactive and idle (`shop-layout.tsx`); `<html data-link-prefetch="ahead|taps">` says which.
 */
export default function LinkPrefetch({ ahead }: { ahead: boolean }): React.ReactNode {
  const { pathname, search } = useLocation();
  const assets = useRouteAssets();
  const matches = useMatches();
  const { moving, whenStill } = useMoves();
  const page = pathname + search;

  useEffect(() => {
    document.documentElement.dataset.linkPrefetch = ahead ? 'ahead' : 'taps';
  }, [ahead]);

  useEffect(() => {
    for (const match of matches) routesLoaded.add(match.id);
    return rememberPageData(page, matches);
  }, [page, matches]);

  useEffect(() => {
    if (!assets) return;
    const viewStart = performance.now();
    // Each page fetched from this page view, and when it has arrived.
    const started = new Map<string, Promise<unknown>>();
    const fetchPage = (next: string, priority: 'low' | 'high') => {
      const needs = pageNeeds(next, assets, routesLoaded);
      // Client loaders' data is read from here; the rest, asked for by the router on a tap, ahead only.
      const arrived = Promise.all([
        preloadModules(needs.modules, priority, here),
        ...needs.clientData.map((href) => prefetchData(href, priority)),
        ...(priority === 'low' ? needs.sharedData.map((href) => prefetchData(href, 'low')) : []),
      ]);
      started.set(next, arrived);
      if (priority === 'low') void arrived.then(() => runModulesAhead(needs.entries, here));
      return arrived;
    };
    // Ahead, `AHEAD_AT_ONCE` pages at a time within the budget (counted on what has arrived), so
    // they never crowd out a tap on a slow link: the likeliest first (`linkRank`), among equals
    // the page needing the fewest files, then in the order they showed (`prefetch-queue.ts`).
    const cleanups: (() => void)[] = [() => (live = false)];
    const queue = createPrefetchQueue((next) => filesToFetch(pageNeeds(next, assets, routesLoaded)));
    // Pages under the pointer or focused: the shopper shows where they are going, past the budget.
    const pointedAt = new Set<string>();
    let running = 0;
    let live = true;
    // This page view ends once the address is another page's (before this effect's cleanup).
    const here = () => live && location.pathname + location.search === page;
    // A page just moved to has its lazy parts, images and catalogue answers first; ahead, after.
    let isSettled = false;
    const settled = whenPageSettled().then(() => (isSettled = true));
    // Nothing starts ahead during a move: a phone's six sockets a host (HTTP/1.1) are the next
    // page's. A move that does not land (a second tap went back, it failed) resumes the queue.
    // A pressed link's page (fetched at once, or on its way): nothing more starts ahead until it
    // has arrived. The move begins just after the click, after the finger went down: a page
    // started ahead in between would take the sockets the pressed page is about to ask for. (One
    // pressed page already here lets a page start in the task before the move begins: it takes
    // no socket that page needs; holding it back cost 0.1 KiB and measured no faster.)
    let pressed: Promise<unknown> | null = null;
    const pump = async () => {
      if (running >= AHEAD_AT_ONCE) return;
      running += 1;
      // A page a task, taken from the queue then (links found meanwhile rank first); a wait ends for all.
      while (here()) {
        await sleep(0);
        if (!isSettled) await settled;
        else if (pressed) await pressed;
        else if (moving()) {
          await whenStill();
          if (!here()) break;
        } else {
          const next = queue.take();
          if (!next || !here()) break;
          if (!pointedAt.has(next) && prefetchedBytesSince(viewStart) >= prefetchBudgetBytes) continue;
          if (!started.has(next)) await fetchPage(next, 'low');
        }
      }
      running -= 1;
    };
    const add = (anchor: Element | null, how: 'in view' | 'central' | 'pointed' | 'pressed') => {
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const next = inAppPage(anchor);
      if (!next) return;
      if (how === 'pressed') {
        const page = (pressed = started.get(next) ?? fetchPage(next, 'high'));
        void page.then(() => pressed === page && (pressed = null));
        return;
      }
      if (started.has(next)) return;
      if (how === 'pointed') pointedAt.add(next);
      if (queue.add(next, linkRank(anchor, how))) void pump();
    };
    const linkOf = (event: Event) =>
      event.target instanceof Element ? event.target.closest('a[href]') : null;
    const listeners: [string, (event: Event) => void][] = [
      ['pointerdown', (event) => add(linkOf(event), 'pressed')],
      ['touchstart', (event) => add(linkOf(event), 'pressed')],
      ['click', (event) => add(linkOf(event), 'pressed')],
    ];
    if (ahead) {
      listeners.push(
        ['pointerover', (event) => add(linkOf(event), 'pointed')],
        ['focusin', (event) => add(linkOf(event), 'pointed')],
      );
    }
    if (ahead) {
      // Only links on screen wait in the queue: one scrolled away leaves it (unless another link
      // to its page is still on screen), so the links a shopper has just scrolled to come next.
      // Where the browser cannot watch links come into view, the pointer, focus and taps still count.
      const onScreen = new Map<string, Set<Element>>();
      const watching = watchLinksOnScreen({
        shown: (anchor, central) => {
          const next = inAppPage(anchor);
          if (!next || started.has(next)) return;
          onScreen.set(next, (onScreen.get(next) ?? new Set()).add(anchor));
          add(anchor, central ? 'central' : 'in view');
        },
        hidden: (anchor) => {
          const next = inAppPage(anchor);
          const anchors = next ? onScreen.get(next) : undefined;
          if (next && anchors?.delete(anchor) && anchors.size === 0) queue.drop(next);
        },
      });
      cleanups.push(watching);
    }
    for (const [type, listener] of listeners)
      document.addEventListener(type, listener, { capture: true, passive: true });
    return () => {
      for (const [type, listener] of listeners)
        document.removeEventListener(type, listener, { capture: true });
      for (const cleanup of cleanups) cleanup();
    };
  }, [ahead, assets, moving, whenStill, page]);

  return null;
}
