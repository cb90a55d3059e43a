import { useSyncExternalStore } from 'react';
import {
  getAccountSettings,
  getDefaultAccountSettings,
  setAccountSetting,
  subscribeToAccountSettings,
} from './account-settings-store';
import type { AccountSettingKey, AccountSettings } from './model/account-settings';

/** The session's account settings and a setter (the prerendered page shows the defaults). */
export function useAccountSettings(): {
  settings: Readonly<AccountSettings>;
  setSetting: (key: AccountSettingKey, value: boolean) => void;
} {
  const settings = useSyncExternalStore(
    subscribeToAccountSettings,
    getAccountSettings,
    getDefaultAccountSettings,
  );
  return { settings, setSetting: setAccountSetting };
}
