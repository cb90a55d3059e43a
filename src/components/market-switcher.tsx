/**
 * The shop's other markets (src/config/market.ts), each a link to the same page there: /product/1 to
 * /de/product/1, query and anchor kept. A market is its own build, so the link loads its page; the
 * cart, wishlist and saved items are in this origin's storage and come along, priced in the new
 * market's currency by its own catalogue data. The choice is remembered: the first market's home
 * page, opened from outside the shop, sends a shopper who chose another market there (a first
 * visit is never sent anywhere).
 */
import { Globe } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import * as words from 'virtual:lumina-messages/marketSwitcher';
import { market, marketLabel, marketPath, markets, otherMarkets } from '@/config/market';
import { cn } from '@/lib/cn';
import { readRaw, writeRaw } from '@/lib/storage';

/** The remembered market's id (localStorage). */
export const marketChoiceKey = 'lumina-market';

/** The address inside the app of the page shown now, query and anchor included. */
function currentAppPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname.slice(market.pathPrefix.length) || '/'}${search}${hash}`;
}

/**
 * Once, on the first market's home page reached from outside the shop: the remembered market's
 * home page instead, when the shopper chose another.
 */
export function useRememberedMarket(): void {
  useEffect(() => {
    if (market !== markets[0] || window.location.pathname !== '/') return;
    const chosen = markets.find((m) => m.id === readRaw(marketChoiceKey));
    const fromShop = document.referrer.startsWith(window.location.origin);
    if (chosen && chosen !== market && !fromShop) window.location.replace(marketPath(chosen, '/'));
  }, []);
}

export function MarketSwitcher({ className }: { className?: string }): React.ReactNode {
  const { pathname, search, hash } = useLocation();
  if (otherMarkets.length === 0) return null;
  // A prerendered page's address ends in '/' (/product/1/); its canonical form has none.
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return (
    <nav aria-label={words.label} className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Globe aria-hidden="true" className="size-4" />
        <span>{words.current({ market: marketLabel(market) })}</span>
      </span>
      <ul className="flex flex-wrap gap-x-3">
        {otherMarkets.map((target) => (
          <li key={target.id}>
            <a
              href={marketPath(target, `${path}${search}${hash}`)}
              hrefLang={target.locale}
              lang={target.locale}
              className="font-medium underline underline-offset-4 hover:text-primary"
              onClick={(event) => {
                // The page's address now (a filter or query set since the last render included).
                event.currentTarget.href = marketPath(target, currentAppPath());
                writeRaw(marketChoiceKey, target.id);
              }}
            >
              {marketLabel(target)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
