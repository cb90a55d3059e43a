import { expect, test } from 'vitest';
import { accountSettingOptions, defaultAccountSettings, withSetting } from './account-settings';

test('the labels and defaults of the shop rules', () => {
  expect(accountSettingOptions.map((o) => [o.label, defaultAccountSettings[o.key]])).toEqual([
    ['Email Notifications', true],
    ['SMS Notifications', false],
    ['Marketing Emails', true],
  ]);
});

test('withSetting changes one setting and leaves the original alone', () => {
  const next = withSetting(defaultAccountSettings, 'smsNotifications', true);
  expect(next).toEqual({ emailNotifications: true, smsNotifications: true, marketingEmails: true });
  expect(defaultAccountSettings.smsNotifications).toBe(false);
});
