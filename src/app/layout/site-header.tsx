import { Heart, Menu, ShoppingCart, User as UserIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { companyNav, helpNav, primaryNav } from '@/config/paths';
import { useAuth } from '@/features/auth/use-auth';
import { HeaderSearch } from '@/features/search/components/header-search';
import { useCart } from '@/features/cart/use-cart';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { MarketSwitcher, useRememberedMarket } from '@/components/market-switcher';
import { useWishlist } from '@/features/wishlist/use-wishlist';
import { cn } from '@/lib/cn';
import { loadOnce } from '@/lib/load-once';
import { useLoadedOnAsk } from '@/lib/use-loaded-on-ask';
import { BadgeAnnouncer } from './badge-announcer';
import { CountBadge } from './count-badge';
import { currentNavLink } from './current-nav-link';
import { navLabel } from './nav-label';
import { SiteLogo } from './site-logo';
import * as words from 'virtual:lumina-messages/header';

// The menu sheet (Radix Dialog) is only needed on small screens after a tap: its code loads as the
// finger goes down on the menu button. It is rendered from the module once that is in, not through
// `lazy` and `<Suspense>`: there React held the revealed menu back 300 ms (it spaces out what a
// boundary reveals after its fallback).
const loadMobileMenu = loadOnce(() => import('./mobile-menu').then((module) => module.MobileMenu));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-6 items-center rounded-sm px-1 hover:text-primary hover:underline',
    // Colour and a line, not a bolder weight: a wider current link would push its neighbours along
    // (a layout shift on every move between pages).
    isActive && 'text-primary underline decoration-2 underline-offset-4',
  );

export function SiteHeader() {
  const { itemCount, hydrated: cartReady } = useCart();
  const { count: wishlistCount } = useWishlist();
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  // Once loaded, the menu stays mounted so Radix can run its close animation and focus return.
  const { value: MobileMenu, ask: askMobileMenu } = useLoadedOnAsk(loadMobileMenu);
  const menuButton = useRef<HTMLButtonElement>(null);
  const currentMain = currentNavLink(primaryNav, useLocation());
  useRememberedMarket();

  return (
    <header data-sticky-header className="sticky top-0 z-40 border-b bg-background">
      <div className="hidden border-b bg-muted text-xs lg:block">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 py-1.5">
          <MarketSwitcher />
          <nav aria-label={words.helpAndCompany}>
            <ul className="flex flex-wrap justify-end gap-x-4">
              {[...helpNav, ...companyNav].map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={navLinkClass}>
                    {navLabel(link)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label={words.openMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          ref={menuButton}
          onPointerDown={() => void askMobileMenu().catch(() => undefined)}
          onClick={() => {
            setMenuOpen(true);
            // Offline with its code never fetched, the menu stays closed and the button says so.
            askMobileMenu().catch(() => setMenuOpen(false));
          }}
        >
          <Menu aria-hidden="true" />
        </Button>
        <SiteLogo />
        <nav aria-label={words.mainNav} className="ms-4 hidden lg:block">
          <ul className="flex gap-4 text-sm">
            {primaryNav.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={currentMain === link.to ? 'page' : undefined}
                  className={navLinkClass({ isActive: currentMain === link.to })}
                >
                  {navLabel(link)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto hidden max-w-sm flex-1 md:block">
          <HeaderSearch idPrefix="desktop-search" />
        </div>
        <div className="ms-auto flex items-center gap-1 md:ms-2">
          <ThemeToggle />
          {user ? (
            <Link
              to="/profile"
              className="inline-flex size-10 items-center justify-center rounded-full"
              aria-label={words.yourAccount({ name: user.name })}
            >
              <img src={user.avatar} alt="" width={32} height={32} className="size-8 rounded-full bg-muted" />
            </Link>
          ) : (
            <Button asChild variant="ghost" size="icon">
              <Link to="/login" aria-label={words.signIn}>
                <UserIcon aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link to="/wishlist" aria-label={words.wishlistLink({ count: wishlistCount })}>
              <Heart aria-hidden="true" />
              <CountBadge count={wishlistCount} />
            </Link>
          </Button>
          <Button asChild variant="ghost" size="icon" className="relative">
            <Link to="/cart" aria-label={words.cartLink({ count: itemCount })} data-prefetch="early">
              <ShoppingCart aria-hidden="true" />
              <CountBadge count={itemCount} testId="cart-count" />
            </Link>
          </Button>
        </div>
      </div>
      <div className="px-4 pb-3 md:hidden">
        <HeaderSearch idPrefix="mobile-search" />
      </div>
      <BadgeAnnouncer cart={itemCount} wishlist={wishlistCount} ready={cartReady} />
      {MobileMenu ? (
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} returnFocusTo={menuButton} />
      ) : null}
    </header>
  );
}
