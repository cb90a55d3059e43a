import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { getAccountSettings, resetAccountSettings } from '../account-settings-store';
import { AccountSettingsPanel } from './account-settings-panel';

afterEach(() => resetAccountSettings());

test('the default settings, and a change survives leaving the tab and coming back', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<AccountSettingsPanel onDeleteAccount={async () => true} />);
  expect(screen.getByRole('checkbox', { name: 'Email Notifications' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'SMS Notifications' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Marketing Emails' })).toBeChecked();

  await user.click(screen.getByRole('checkbox', { name: 'SMS Notifications' }));
  await user.click(screen.getByRole('checkbox', { name: 'Marketing Emails' }));
  unmount();

  render(<AccountSettingsPanel onDeleteAccount={async () => true} />);
  expect(screen.getByRole('checkbox', { name: 'SMS Notifications' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Marketing Emails' })).not.toBeChecked();
  expect(localStorage.length + sessionStorage.length).toBe(0);
});

test('Delete Account asks first; Cancel keeps the account', async () => {
  const onDeleteAccount = vi.fn(async () => true);
  const user = userEvent.setup();
  render(<AccountSettingsPanel onDeleteAccount={onDeleteAccount} />);
  const trigger = await screen.findByRole('button', { name: 'Delete Account', expanded: false });
  await user.click(trigger);

  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
  expect(dialog).toBeInTheDocument();
  expect(onDeleteAccount).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  expect(onDeleteAccount).not.toHaveBeenCalled();
});

/** Turns Email Notifications off, then confirms Delete Account; `deleted` is the account's fate. */
async function deleteAfterAChange(deleted: boolean) {
  const onDeleteAccount = vi.fn(async () => deleted);
  const user = userEvent.setup();
  render(<AccountSettingsPanel onDeleteAccount={onDeleteAccount} />);
  await user.click(screen.getByRole('checkbox', { name: 'Email Notifications' }));
  await user.click(await screen.findByRole('button', { name: 'Delete Account', expanded: false }));
  const dialog = await screen.findByRole('alertdialog');
  await user.click(
    Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete Account')!,
  );
  return onDeleteAccount;
}

test('confirming deletes the account and resets the settings', async () => {
  const onDeleteAccount = await deleteAfterAChange(true);
  expect(onDeleteAccount).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Email Notifications' })).toBeChecked());
});

test('an account the shop kept keeps its settings', async () => {
  const onDeleteAccount = await deleteAfterAChange(false);
  await waitFor(() => expect(onDeleteAccount).toHaveResolvedTimes(1));
  expect(getAccountSettings().emailNotifications).toBe(false);
  expect(screen.getByRole('checkbox', { name: 'Email Notifications' })).not.toBeChecked();
});
