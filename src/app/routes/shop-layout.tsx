import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { connectionAllowsExtras } from '@/lib/connection';
import { whenQuiet } from '@/lib/when-idle';
import { NavigationProgress } from '../layout/navigation-progress';
import { SectionBoundary } from '../layout/section-boundary';
import { SiteHeader } from '../layout/site-header';
import { useRouteFocus } from '../layout/use-route-focus';

// The footer is static links: prerendered in full, hydrated after the critical path.
const SiteFooter = lazy(() => import('../layout/site-footer').then((m) => ({ default: m.SiteFooter })));

// Prefetching links (layout/link-prefetch.tsx) is code no first paint needs: it loads once the page
// is interactive and idle; with no network it is simply left out.
const LinkPrefetch = lazy(() => import('../layout/link-prefetch').catch(() => ({ default: () => null })));

/**
 * Once the page has hydrated and gone idle, with the shopper not pressing, typing or scrolling
 * for 0.5 s: whether links may be fetched ahead (the connection
 * allows it) or only as they are tapped; null before.
 */
function usePrefetchMode(): { ahead: boolean } | null {
  const [mode, setMode] = useState<{ ahead: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    // Not while the shopper is typing or tapping (a search's suggestions come first).
    void whenQuiet({ quiet: 500 }).then(() => {
      if (live) setMode({ ahead: connectionAllowsExtras() });
    });
    return () => {
      live = false;
    };
  }, []);
  return mode;
}

/** Header, main and footer around every shop route (the 404 page sits outside). */
export default function ShopLayout() {
  useRouteFocus();
  const { pathname } = useLocation();
  const prefetch = usePrefetchMode();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1">
        <SectionBoundary key={pathname}>
          <Outlet />
        </SectionBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      {prefetch ? (
        <Suspense fallback={null}>
          <LinkPrefetch ahead={prefetch.ahead} />
        </Suspense>
      ) : null}
    </div>
  );
}
