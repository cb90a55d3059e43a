// Types for the app's test of the names it shares with the boot script.
export const HYDRATE_AFTER: string;
export const READY_EVENT: string;
export function deferHydration(html: string, page?: string): string;
