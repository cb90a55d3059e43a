/**
 * The pages waiting to be fetched ahead (`link-prefetch.tsx`). Each has a rank, how likely a tap
 * is (`linkRank`).
 * `take` gives the most likely page first and, among pages as likely, the one needing the fewest
 * files now (`cost`, asked at that moment: pages fetched meanwhile may have brought shared ones),
 * then the first queued. Cheapest first has the most pages ready soonest: on a phone's slow link a
 * page of forty files fetched ahead of five pages of two each would keep all six waiting.
 */
export interface PrefetchQueue {
  /** Queues `page` at `rank`, or moves it up to `rank`; false when it already waits at that rank or better. */
  add: (page: string, rank: number) => boolean;
  /** Takes `page` out, unless it waits at rank 0 (under the pointer or focused). */
  drop: (page: string) => void;
  /** The next page to fetch (it leaves the queue), or undefined when none waits. */
  take: () => string | undefined;
}

export function createPrefetchQueue(cost: (page: string) => number): PrefetchQueue {
  const waiting: { page: string; rank: number }[] = [];
  return {
    add(page, rank) {
      const at = waiting.findIndex((item) => item.page === page);
      if (at >= 0) {
        if ((waiting[at]?.rank ?? rank) <= rank) return false;
        waiting.splice(at, 1);
      }
      waiting.push({ page, rank });
      return true;
    },
    drop(page) {
      const at = waiting.findIndex((item) => item.page === page && item.rank > 0);
      if (at >= 0) waiting.splice(at, 1);
    },
    take() {
      let best = -1;
      let bestCost = 0;
      for (const [at, item] of waiting.entries()) {
        const top = waiting[best];
        if (top && item.rank > top.rank) continue;
        const itemCost = cost(item.page);
        if (!top || item.rank < top.rank || itemCost < bestCost) [best, bestCost] = [at, itemCost];
      }
      return best < 0 ? undefined : waiting.splice(best, 1)[0]?.page;
    },
  };
}

/** The in-app page `anchor` leads to (path and query), or null: another site, a download, this page. */
export function inAppPage(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  const page = url.pathname + url.search;
  return page === location.pathname + location.search ? null : page;
}

/**
 * How likely a tap on a link is, most likely first: 0 under the pointer or focused; 1 marked
 * `data-prefetch="early"` (the header's cart); then those in the middle half of the screen, where a
 * shopper who stopped scrolling looks, 2 in <main> (a list's products) and 3 elsewhere (the
 * footer's, once scrolled to); then 4 and 5 the same elsewhere on screen; 6 the sticky header's, on
 * screen all the time, so that being seen says nothing about where the shopper is going.
 */
export function linkRank(anchor: Element, how: 'pointed' | 'central' | 'in view'): number {
  if (how === 'pointed') return 0;
  if (anchor.closest('[data-prefetch="early"]')) return 1;
  if (anchor.closest('[data-sticky-header]')) return 6;
  return (how === 'central' ? 2 : 4) + (anchor.closest('main') ? 0 : 1);
}
