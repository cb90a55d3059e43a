/**
 * The session's account settings: module-level memory, so they survive moving between pages and
 * are gone on reload (docs/shop-rules.md, Account settings). Never written to storage.
 */
import {
  type AccountSettingKey,
  type AccountSettings,
  defaultAccountSettings,
  withSetting,
} from './model/account-settings';

let current: Readonly<AccountSettings> = defaultAccountSettings;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function getAccountSettings(): Readonly<AccountSettings> {
  return current;
}

export function getDefaultAccountSettings(): Readonly<AccountSettings> {
  return defaultAccountSettings;
}

export function setAccountSetting(key: AccountSettingKey, value: boolean): void {
  if (current[key] === value) return;
  current = withSetting(current, key, value);
  emit();
}

/** Back to the defaults (after the account is deleted). */
export function resetAccountSettings(): void {
  if (current === defaultAccountSettings) return;
  current = defaultAccountSettings;
  emit();
}

export function subscribeToAccountSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
