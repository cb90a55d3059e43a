import { LogOut } from 'lucide-react';
import { Suspense, useId } from 'react';
import type * as React from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ProductSummary, User } from '@/domain/types';
import { type AccountTab, accountTabs, parseAccountTab } from '../model/account-tabs';
import { AccountSettingsPanel } from './account-settings-panel';
import { AccountWishlistPanel } from './account-wishlist-panel';
import * as accountWords from 'virtual:lumina-messages/account';
import * as words from 'virtual:lumina-messages/accountDashboard';

interface AccountDashboardProps {
  user: Pick<User, 'name' | 'email' | 'avatar'>;
  tab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
  onLogout: () => void;
  /** Signs out and forgets the user (Settings, after the shopper confirmed). */
  onDeleteAccount: () => Promise<boolean>;
  /** The Profile tab's content (the auth feature's details form), wired by the route. */
  profile: React.ReactNode;
  /** The Orders tab's list (the checkout feature's order history, h3 headings), wired by the route. */
  orders: React.ReactNode;
  /** The current wishlist items, and the action on each card (the wishlist heart). */
  wishlist: readonly ProductSummary[];
  /** Given only when the wishlist's products could not be loaded (offline): Try Again. */
  onRetryWishlist?: (() => void) | undefined;
  renderWishlistAction?: (product: ProductSummary) => React.ReactNode;
}

/** The signed-in account page: a header with Log Out and the four tabs (arrow keys move between them). */
export function AccountDashboard({
  user,
  tab,
  onTabChange,
  onLogout,
  onDeleteAccount,
  profile,
  orders,
  wishlist,
  onRetryWishlist,
  renderWishlistAction,
}: AccountDashboardProps) {
  const id = useId();
  const panels: Record<AccountTab, React.ReactNode> = {
    profile,
    orders: (
      <section aria-labelledby={`${id}-orders`} className="grid gap-4">
        <h2 id={`${id}-orders`} className="text-xl font-semibold">
          {words.orderHistory}
        </h2>
        {orders}
      </section>
    ),
    wishlist: (
      <AccountWishlistPanel
        products={wishlist}
        onRetry={onRetryWishlist}
        renderAction={renderWishlistAction}
      />
    ),
    settings: <AccountSettingsPanel onDeleteAccount={onDeleteAccount} />,
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title={accountWords.pageTitle}
        description={
          <span className="flex items-center gap-3">
            <img src={user.avatar} alt="" width={40} height={40} className="size-10 rounded-full bg-muted" />
            <span>
              {words.signedInAs} <span className="font-medium text-foreground">{user.name}</span>
              <span className="sr-only">,</span> <span className="break-all">({user.email})</span>
            </span>
          </span>
        }
        actions={
          <Button variant="outline" onClick={onLogout}>
            <LogOut aria-hidden="true" />
            {words.logOut}
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => onTabChange(parseAccountTab(value))}>
        <TabsList aria-label={words.sectionsLabel}>
          {accountTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {accountTabs.map(({ value }) => (
          <TabsContent
            key={value}
            value={value}
            className="focus-visible:outline-2 focus-visible:outline-ring"
          >
            {/* A panel whose code is still loading shows a line of text, not the whole page's fallback. */}
            <Suspense fallback={<p className="py-8 text-muted-foreground">{words.panelLoading}</p>}>
              {panels[value]}
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
