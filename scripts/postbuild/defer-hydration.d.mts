// Types for the app's use of the boot rewrite in its tests.
export const HELD_BOOT_TYPE: string;
export function deferHydration(html: string, page?: string): string;
