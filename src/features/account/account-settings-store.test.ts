import { afterEach, expect, test, vi } from 'vitest';
import {
  getAccountSettings,
  resetAccountSettings,
  setAccountSetting,
  subscribeToAccountSettings,
} from './account-settings-store';

afterEach(() => resetAccountSettings());

test('starts with the default settings', () => {
  expect(getAccountSettings()).toEqual({
    emailNotifications: true,
    smsNotifications: false,
    marketingEmails: true,
  });
});

test('a change is kept and announced once; setting the same value again is silent', () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToAccountSettings(listener);
  setAccountSetting('smsNotifications', true);
  setAccountSetting('smsNotifications', true);
  expect(getAccountSettings().smsNotifications).toBe(true);
  expect(listener).toHaveBeenCalledTimes(1);
  unsubscribe();
  setAccountSetting('marketingEmails', false);
  expect(listener).toHaveBeenCalledTimes(1);
});

test('reset restores the defaults', () => {
  setAccountSetting('emailNotifications', false);
  resetAccountSettings();
  expect(getAccountSettings().emailNotifications).toBe(true);
});
