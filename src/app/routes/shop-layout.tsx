import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SectionBoundary } from '../layout/section-boundary';
import { SiteHeader } from '../layout/site-header';
import { useRouteFocus } from '../layout/use-route-focus';

// The footer is static links: prerendered in full, hydrated after the critical path.
const SiteFooter = lazy(() => import('../layout/site-footer').then((m) => ({ default: m.SiteFooter })));

/** Header, main and footer around every shop route (the 404 page sits outside). */
export default function ShopLayout() {
  useRouteFocus();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
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
    </div>
  );
}
