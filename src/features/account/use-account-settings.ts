import { useStore } from '@/lib/create-store';
import { accountSettingsStore, setAccountSetting } from './account-settings-store';
import type { AccountSettingKey, AccountSettings } from './model/account-settings';

/** The session's account settings and a setter (the prerendered page shows the defaults). */
export function useAccountSettings(): {
  settings: Readonly<AccountSettings>;
  setSetting: (key: AccountSettingKey, value: boolean) => void;
} {
  return { settings: useStore(accountSettingsStore), setSetting: setAccountSetting };
}
