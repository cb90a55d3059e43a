import * as words from 'virtual:lumina-messages/accountDashboard';

/** The Settings tab, kept for the session in memory (docs/shop-rules.md, Account settings). */
export interface AccountSettings {
  emailNotifications: boolean;
  smsNotifications: boolean;
  marketingEmails: boolean;
}

export type AccountSettingKey = keyof AccountSettings;

/** The defaults: email notifications on, SMS off, marketing emails on. */
export const defaultAccountSettings: Readonly<AccountSettings> = Object.freeze({
  emailNotifications: true,
  smsNotifications: false,
  marketingEmails: true,
});

export const accountSettingOptions: readonly {
  key: AccountSettingKey;
  label: string;
  description: string;
}[] = [
  {
    key: 'emailNotifications',
    label: words.emailNotifications,
    description: words.emailNotificationsDescription,
  },
  {
    key: 'smsNotifications',
    label: words.smsNotifications,
    description: words.smsNotificationsDescription,
  },
  {
    key: 'marketingEmails',
    label: words.marketingEmails,
    description: words.marketingEmailsDescription,
  },
];

/** A copy of `settings` with one setting changed. */
export function withSetting(
  settings: Readonly<AccountSettings>,
  key: AccountSettingKey,
  value: boolean,
): AccountSettings {
  return { ...settings, [key]: value };
}
