/** The key of the stored user. Kept apart from user-storage (which brings zod) so the auth store can
 * name it without loading the validators. */
export const userStorageKey = 'user';
