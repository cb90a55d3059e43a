// Types for the end-to-end host tests and playwright.config.ts.
export const CACHE_IMMUTABLE: string;
export const CACHE_DATA: string;
export const CACHE_ICON: string;
export const CACHE_REVALIDATE: string;
export const DYNAMIC_PREFIXES: string[];
export function cacheControlFor(pathname: string): string;
