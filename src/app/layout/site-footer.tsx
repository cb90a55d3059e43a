import { MarketSwitcher } from '@/components/market-switcher';
import { Link } from 'react-router';
import { companyNav, footerServiceNav, footerShopNav, type NavLink } from '@/config/paths';
import { shop } from '@/config/shop';
import { tagline } from 'virtual:lumina-look/tagline';
import { navLabel } from './nav-label';
import * as words from 'virtual:lumina-messages/footer';

function FooterColumn({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="grid gap-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-flex min-h-6 items-center text-muted-foreground hover:text-primary hover:underline"
            >
              {navLabel(link)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-xl font-extrabold text-primary">{shop.brand}</p>
          <p className="mt-2 text-sm text-muted-foreground">{tagline}</p>
        </div>
        <FooterColumn title={words.shop} links={footerShopNav} />
        <FooterColumn title={words.customerService} links={footerServiceNav} />
        <FooterColumn title={words.about} links={companyNav} />
      </div>
      <MarketSwitcher className="justify-center border-t px-4 py-3 text-sm" />
      <p className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
        {words.notice({ year: new Date().getFullYear(), brand: shop.brand })}
      </p>
    </footer>
  );
}
