import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { loadOnce } from '@/lib/load-once';
import { useOnDemand } from '@/lib/use-on-demand';
import { useSetUrlSearch } from '@/lib/use-set-url-search';
import { CatalogueUnavailable } from '@/components/catalogue-unavailable';
import { AccountLoading } from '@/features/account/components/account-loading';
import { AccountSignedOut } from '@/features/account/components/account-signed-out';
import { type AccountTab, accountTabSearch, parseAccountTab } from '@/features/account/model/account-tabs';
import { getSampleOrders } from '@/data/content-repository';
import { deleteAccount } from '@/features/auth/account-changes';
import { useAuth } from '@/features/auth/use-auth';
import { useStoredUserUnread } from '@/features/auth/use-stored-user-unread';
import { OrderHistory } from '@/features/checkout/components/order-history';
import { expireSession } from '@/features/auth/expire-session';
import { useCustomerOrders } from '@/features/checkout/use-customer-orders';
import { useOrders } from '@/features/checkout/use-orders';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import { useWishlistItems } from '@/features/wishlist/use-wishlist-items';
import type { Route } from './+types/profile';
import { shop } from '@/config/shop';
import { staticMeta, prerenderedData } from '../page-route';
import * as words from 'virtual:lumina-messages/profileRoute';

export const meta = staticMeta({
  title: words.title,
  description: words.description({ brand: shop.brand }),
  path: '/profile',
  noindex: true,
});

// The signed-in page is only ever drawn after hydration, once a stored user is found: its code
// (tabs, the profile form, dialogs) loads then instead of weighing on the prerendered page. Each
// part is rendered from its module once that is in (lib/use-on-demand.ts): with `lazy`, React
// held the dashboard back 300 ms after its code had arrived.
const loadDashboard = loadOnce(() => import('@/features/account/components/account-dashboard'));
const loadProfileDetails = loadOnce(() => import('@/features/auth/components/profile-details'));
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');

/** Build time only: the sample orders of the Orders tab travel in the page (and its .data file). */
export function loader() {
  return { sampleOrders: getSampleOrders() };
}

export const clientLoader = prerenderedData<typeof loader>('routes/profile');

export default function Screen({ loaderData }: Route.ComponentProps) {
  const { user, hydrated, logout } = useAuth();
  const userUnread = useStoredUserUnread();
  const { orders } = useOrders();
  const earlier = useCustomerOrders(user !== null, loaderData.sampleOrders, expireSession);
  const wishlist = useWishlistItems();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setUrlSearch = useSetUrlSearch();
  const signedIn = user !== null;
  const urlTab = parseAccountTab(params.get('tab'));
  // The chosen tab shows at once, before the URL catches up: on a slow phone a quick second key
  // press must start from the tab the first one chose, or the tabs ignore it (Radix only changes a
  // tab that is not already selected). A new URL (back, forward, a link) wins again.
  const [chosen, setChosen] = useState<{ tab: AccountTab; from: AccountTab } | null>(null);
  const tab = chosen && chosen.from === urlTab ? chosen.tab : urlTab;

  // Every tab's code is fetched together rather than one after another.
  const dashboard = useOnDemand(loadDashboard, signedIn);
  const details = useOnDemand(loadProfileDetails, signedIn);
  useEffect(() => {
    if (signedIn) void loadConfirmDialog().catch(() => {});
  }, [signedIn]);

  // Until the stored user is read we cannot tell a guest from a signed-in shopper; offline, its
  // reader's code may not be there: said, with Try Again.
  if (!hydrated) return <AccountLoading onRetry={userUnread} />;
  if (!user) return <AccountSignedOut />;

  const AccountDashboard = dashboard.value?.AccountDashboard;
  const ProfileDetails = details.value?.ProfileDetails;
  if (!AccountDashboard) return <AccountLoading onRetry={dashboard.failed ? dashboard.retry : undefined} />;
  return (
    <AccountDashboard
      user={user}
      tab={tab}
      onTabChange={(next) => {
        setChosen({ tab: next, from: urlTab });
        void setUrlSearch(accountTabSearch(next), { replace: true });
      }}
      onLogout={() => {
        logout();
        void navigate('/');
      }}
      onDeleteAccount={async () => {
        const deleted = await deleteAccount();
        if (deleted) void navigate('/');
        return deleted;
      }}
      profile={
        // A tab chosen before this code has loaded never takes the tabs away.
        ProfileDetails ? (
          <ProfileDetails />
        ) : details.failed ? (
          <CatalogueUnavailable onRetry={details.retry} />
        ) : (
          <p className="text-muted-foreground">{words.loadingDetails}</p>
        )
      }
      orders={<OrderHistory orders={orders} sampleOrders={earlier} signedIn headingLevel="h3" />}
      wishlist={wishlist.products}
      onRetryWishlist={wishlist.failed ? wishlist.retry : undefined}
      renderWishlistAction={(product) => <WishlistToggle product={product} />}
    />
  );
}
