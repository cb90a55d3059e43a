import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { LazyConfirmDialog } from '@/components/ui/lazy-confirm-dialog';
import { resetAccountSettings } from '../account-settings-store';
import { accountSettingOptions } from '../model/account-settings';
import { useAccountSettings } from '../use-account-settings';
import * as words from 'virtual:lumina-messages/accountDashboard';

interface AccountSettingsPanelProps {
  /** Signs out and forgets the user (after the shopper confirmed). */
  /** Resolves false when the account was kept (the shop could not be reached): its settings stay. */
  onDeleteAccount: () => Promise<boolean>;
}

/** Notification checkboxes kept for the session, and 'Delete Account' behind a confirmation. */
export function AccountSettingsPanel({ onDeleteAccount }: AccountSettingsPanelProps) {
  const { settings, setSetting } = useAccountSettings();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6 rounded-lg border p-6">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {words.settingsTitle}
      </h2>
      <fieldset className="grid gap-4">
        <legend className="mb-1 font-medium">{words.notifications}</legend>
        {accountSettingOptions.map(({ key, label, description }) => (
          <div key={key} className="flex items-start gap-3">
            <Checkbox
              id={`${id}-${key}`}
              className="mt-0.5"
              aria-describedby={`${id}-${key}-description`}
              checked={settings[key]}
              onChange={(event) => setSetting(key, event.currentTarget.checked)}
            />
            <div className="grid gap-0.5">
              <label htmlFor={`${id}-${key}`} className="text-sm font-medium">
                {label}
              </label>
              <p id={`${id}-${key}-description`} className="text-sm text-muted-foreground">
                {description}
              </p>
            </div>
          </div>
        ))}
        <p className="text-sm text-muted-foreground">{words.settingsKeptNote}</p>
      </fieldset>
      <div className="grid gap-3 border-t pt-6">
        <h3 className="font-medium">{words.deleteAccount}</h3>
        <p className="text-sm text-muted-foreground">{words.deleteDescription}</p>
        <LazyConfirmDialog
          triggerProps={{
            variant: 'destructive',
            className: 'justify-self-start',
            children: (
              <>
                <Trash2 aria-hidden="true" />
                {words.deleteAccount}
              </>
            ),
          }}
          title={words.deleteConfirmTitle}
          description={words.deleteConfirmDescription}
          confirmLabel={words.deleteAccount}
          onConfirm={() =>
            void onDeleteAccount().then((deleted) => {
              if (deleted) resetAccountSettings();
            })
          }
        />
      </div>
    </section>
  );
}
