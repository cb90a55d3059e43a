/**
 * Changes to the signed-in shopper's account: saving the profile's details and deleting the
 * account. Where the backend keeps accounts (profile-service.ts) the change is made there first; if
 * it is refused or the shop cannot be reached, the shopper is told and nothing changes here. An
 * ended session signs the shopper out ('Session Expired'). Locally there is nothing to ask.
 */
import { closeAccount, saveProfile } from '@/data/services/profile-service';
import { isEmailChangeRefused, isSessionExpired } from '@/data/services/service-errors';
import type { ProfileChange } from '@/domain/types';
import { notify } from '@/lib/toast';
import { authStore, endSession } from './auth-store';
import { expireSession } from './expire-session';
import * as words from 'virtual:lumina-messages/accountChanges';

/** Runs the backend's part; false (and the shopper told why) when it did not happen. */
async function onBackend(work: () => Promise<void>, title: string, unreachable: string): Promise<boolean> {
  try {
    await work();
    return true;
  } catch (error) {
    if (isSessionExpired(error)) expireSession();
    else
      notify({
        title,
        description: isEmailChangeRefused(error) ? words.emailNotChangedDescription : unreachable,
        variant: 'destructive',
      });
    return false;
  }
}

/** Saves the edited details; false when they were not saved (the form keeps them). */
export async function saveProfileChanges(change: ProfileChange): Promise<boolean> {
  const { user } = authStore.get();
  if (!user) return false;
  const save = saveProfile;
  if (
    save &&
    !(await onBackend(() => save(user, change), words.profileNotSavedTitle, words.profileNotSavedDescription))
  )
    return false;
  authStore.update((current) =>
    current.user ? { ...current, user: { ...current.user, ...change } } : current,
  );
  notify({ title: words.profileUpdatedTitle, description: words.profileUpdatedDescription });
  return true;
}

/** Deletes the account and signs out; false when the account was kept. */
export async function deleteAccount(): Promise<boolean> {
  if (
    closeAccount &&
    !(await onBackend(closeAccount, words.accountNotDeletedTitle, words.accountNotDeletedDescription))
  )
    return false;
  endSession();
  notify({ title: words.accountDeletedTitle, description: words.accountDeletedDescription });
  return true;
}
