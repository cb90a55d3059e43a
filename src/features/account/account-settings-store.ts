/**
 * The session's account settings (a store from lib/create-store.ts): module-level memory, so they
 * survive moving between pages and are gone on reload (docs/shop-rules.md, Account settings).
 * Never written to storage.
 */
import { createStore } from '@/lib/create-store';
import { type AccountSettingKey, defaultAccountSettings, withSetting } from './model/account-settings';

export const accountSettingsStore = createStore(defaultAccountSettings);

export const getAccountSettings = accountSettingsStore.get;
export const subscribeToAccountSettings = accountSettingsStore.subscribe;

export function setAccountSetting(key: AccountSettingKey, value: boolean): void {
  accountSettingsStore.update((current) =>
    current[key] === value ? current : withSetting(current, key, value),
  );
}

/** Back to the defaults (after the account is deleted). */
export const resetAccountSettings = accountSettingsStore.reset;
