import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/root';
import { EarlyEventCapture } from '@/boot/handover';
import { AppProviders } from './layout/app-providers';
import { FirstScreenEnd, firstScreenEndId } from '@/components/first-screen-end';
import { ErrorPage } from './layout/error-page';
import { OfflineError } from './layout/offline-error';
import './app.css';
import { market, marketUrl, textDirection } from '@/config/market';
import { shop } from '@/config/shop';
import { themeStorageKey } from '@/features/theme/model/theme-choice';
import { themePrePaintScript } from '@/features/theme/model/theme-document';
import * as errorWords from 'virtual:lumina-messages/errorPage';
import * as shellWords from 'virtual:lumina-messages/shell';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: marketUrl('/manifest.webmanifest') },
  { rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang={market.locale} dir={textDirection}>
      <head>
        <meta charSet="utf-8" />
        {/* First of all: keeps the shopper's presses and typing until the app can act on them. */}
        <EarlyEventCapture />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* The browser bar's colour of each theme; the script below applies a stored choice. */}
        <meta name="theme-color" content={shop.themeColors.light} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={shop.themeColors.dark} media="(prefers-color-scheme: dark)" />
        <script
          dangerouslySetInnerHTML={{ __html: themePrePaintScript(themeStorageKey, shop.themeColors) }}
        />
        <Meta />
        <Links />
        {/* No paint before the first screen has been parsed (components/first-screen-end.tsx). */}
        <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/**
 * Shown by the SPA shell (served for paths that were not prerendered, such as an unknown product id)
 * until the route has loaded: the brand and a polite loading message.
 */
export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center p-6" role="status">
      <p className="text-lg text-muted-foreground">{shellWords.loadingShop({ brand: shop.brand })}</p>
      <FirstScreenEnd />
    </div>
  );
}

/** Any render error lands here: a friendly page with a way back, never a blank screen. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page whose code or data could not be fetched with no network: say so, not "went wrong".
  if (!notFound && typeof navigator !== 'undefined' && !navigator.onLine) return <OfflineError />;
  return (
    <ErrorPage
      title={notFound ? errorWords.notFoundTitle : errorWords.errorTitle}
      message={notFound ? errorWords.notFoundMessage : errorWords.errorMessage}
    />
  );
}
