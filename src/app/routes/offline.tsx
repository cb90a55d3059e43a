import { WifiOff } from 'lucide-react';
import { marketUrl } from '@/config/market';
import { offlineText } from '../offline-text';
import { staticMeta } from '../page-route';

export const meta = staticMeta({
  title: offlineText.pageTitle,
  description: offlineText.pageMessage,
  path: '/offline',
  noindex: true,
});

/**
 * What the service worker answers for a page it has never saved, with no network. It is served
 * as offline.html, the prerendered page without its scripts (scripts/postbuild/service-worker.mjs):
 * at another address the app could not hydrate it, and with no network it could not load that
 * page's code anyway. So everything here works as plain HTML: "Try Again" is a link to the address
 * the shopper asked for (an empty href), which the service worker answers anew.
 */
export default function Offline() {
  const link =
    'inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-medium focus-visible:outline-2';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <WifiOff className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-3xl font-bold">{offlineText.pageTitle}</h1>
      <p className="text-muted-foreground">{offlineText.pageMessage}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {/* An empty href is the address asked for (this page stands in for it): valid HTML. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
        <a href="" className={`${link} bg-primary text-primary-foreground hover:bg-primary/90`}>
          {offlineText.tryAgain}
        </a>
        <a href={marketUrl('/cart')} className={`${link} border hover:bg-accent`}>
          {offlineText.toCart}
        </a>
      </div>
    </div>
  );
}
