import { type ComponentType, lazy, useEffect, useState } from 'react';
import { HydratesLater } from '@/boot/hydrates-later';
import { Outlet, useLocation } from 'react-router';
import { connectionAllowsExtras } from '@/lib/connection';
import { heldWhileLeaving } from '@/lib/page-leaving';
import { whenIdle, whenQuiet } from '@/lib/when-idle';
import { NavigationProgress } from '../layout/navigation-progress';
import { FirstScreenEnd, usePageMarksFirstScreen } from '@/components/first-screen-end';
import { SectionBoundary } from '../layout/section-boundary';
import { SiteHeader } from '../layout/site-header';
import { useRouteFocus } from '../layout/use-route-focus';
import * as words from 'virtual:lumina-messages/shell';

// The footer is static links: prerendered in full, hydrated after the critical path.
const SiteFooter = lazy(() =>
  heldWhileLeaving(import('../layout/site-footer')).then((m) => ({ default: m.SiteFooter })),
);

// Prefetching links (layout/link-prefetch.tsx) is code no first paint needs: it is fetched once the
// page has hydrated and the browser is idle; with no network it is simply left out.
const loadLinkPrefetch = () => import('../layout/link-prefetch').catch(() => ({ default: () => null }));

/**
 * The link prefetcher, once the page has hydrated and gone idle, with the shopper not pressing
 * or typing for 0.5 s: fetching links ahead where the connection allows it, else only
 * as they are tapped. Its code is on its way meanwhile, and it is rendered as a plain component
 * once that has arrived: behind `lazy` and `<Suspense>`, React held it back 300 ms more (it
 * spaces out what a boundary reveals), and its state in the layout rendered the whole page again.
 */
function LinkPrefetchWhenStill() {
  const [LinkPrefetch, setLinkPrefetch] = useState<ComponentType<{ ahead: boolean }>>();
  useEffect(() => {
    let live = true;
    // Fetched meanwhile, so the quiet is not followed by a round trip.
    const code = whenIdle().then(loadLinkPrefetch);
    // Not while the shopper is typing or tapping (a search's suggestions come first). A scroll
    // does not hold it back: what a scroll brings into view (a footer's links) is what it fetches,
    // and once running it does not stop for one; counted, a scroll to the footer right after the
    // page was ready left nothing fetched for 0.57 s of a 1.5 s pause at 4x CPU.
    void whenQuiet({ quiet: 500, countScrolls: false })
      .then(() => code)
      .then((module) => live && setLinkPrefetch(() => module.default));
    return () => {
      live = false;
    };
  }, []);
  return LinkPrefetch ? <LinkPrefetch ahead={connectionAllowsExtras()} /> : null;
}

/** Header, main and footer around every shop route (the 404 page sits outside). */
export default function ShopLayout() {
  useRouteFocus();
  const { pathname } = useLocation();
  const pageMarksFirstScreen = usePageMarksFirstScreen();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {words.skipToContent}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1">
        <SectionBoundary key={pathname}>
          <Outlet />
        </SectionBoundary>
      </main>
      {pageMarksFirstScreen ? null : <FirstScreenEnd />}
      <HydratesLater fallback={null}>
        <SiteFooter />
      </HydratesLater>
      {import.meta.env.LUMINA_BOOT_MACHINERY === 'off' ? null : <LinkPrefetchWhenStill />}
    </div>
  );
}
