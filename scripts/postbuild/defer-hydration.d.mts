// Types for the app's use of the boot rewrite in its tests.
export function deferHydration(html: string, page?: string): string;
