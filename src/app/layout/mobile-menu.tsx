import { MarketSwitcher } from '@/components/market-switcher';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { ThemeChoiceGroup } from '@/features/theme/components/theme-choice-group';
import { currentNavLink } from './current-nav-link';
import { companyNav, helpNav, primaryNav } from '@/config/paths';
import { type ShownNavLink, shownNavLinks } from './nav-label';
import * as words from 'virtual:lumina-messages/menu';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus goes back to it when the menu closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}

function Section({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: readonly ShownNavLink[];
  onNavigate: () => void;
}) {
  const current = currentNavLink(links, useLocation());
  return (
    <section className="grid gap-1">
      <h2 className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={current === link.to ? 'page' : undefined}
              onClick={onNavigate}
              className="flex min-h-11 items-center rounded-md px-2 hover:bg-accent aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The small-screen navigation sheet: a modal dialog with a focus trap; Escape closes it. */
export function MobileMenu({ open, onOpenChange, returnFocusTo }: MobileMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 start-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-background p-4 shadow-xl"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-lg font-bold">{words.title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent">
              <XIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">{words.close}</span>
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">{words.description}</DialogPrimitive.Description>
          <nav aria-label={words.navLabel} className="grid gap-4">
            <Section
              title={words.shop}
              links={[
                ...shownNavLinks(primaryNav),
                { to: '/wishlist', label: words.wishlist },
                { to: '/cart', label: words.cart },
              ]}
              onNavigate={close}
            />
            <Section title={words.help} links={shownNavLinks(helpNav)} onNavigate={close} />
            <Section title={words.company} links={shownNavLinks(companyNav)} onNavigate={close} />
          </nav>
          <ThemeChoiceGroup />
          <MarketSwitcher className="border-t pt-4 text-sm" />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
