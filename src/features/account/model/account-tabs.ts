import * as words from 'virtual:lumina-messages/account';

/** The account page's tabs and the `tab` query parameter that selects one (invalid -> Profile). */
export const accountTabs = [
  { value: 'profile', label: words.tabProfile },
  { value: 'orders', label: words.tabOrders },
  { value: 'wishlist', label: words.tabWishlist },
  { value: 'settings', label: words.tabSettings },
] as const;

export type AccountTab = (typeof accountTabs)[number]['value'];

export const defaultAccountTab: AccountTab = 'profile';

export function isAccountTab(value: unknown): value is AccountTab {
  return accountTabs.some((tab) => tab.value === value);
}

/** The `tab` parameter's value -> a tab; anything unknown gives the default. */
export function parseAccountTab(value: string | null | undefined): AccountTab {
  return isAccountTab(value) ? value : defaultAccountTab;
}

/** The query string (without '?') for a tab; '' for the default, so /profile stays clean. */
export function accountTabSearch(tab: AccountTab): string {
  return tab === defaultAccountTab ? '' : `tab=${tab}`;
}
