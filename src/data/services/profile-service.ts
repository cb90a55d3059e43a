/**
 * The account's details where they are kept. Locally the browser's copy is the account (the auth
 * store), so there is nothing to send: both are undefined and the profile is saved without a request.
 */
import type { ProfileService } from './contracts';

export const saveProfile: ProfileService['saveProfile'] = undefined;
export const closeAccount: ProfileService['closeAccount'] = undefined;
