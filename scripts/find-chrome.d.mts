// Types for playwright.config.ts, which imports find-chrome.mjs's Chromium flags.
export function findChrome(): string | null;
export function ensureChrome(): string;
export function ensureTestChrome(): string;
export function findTestChrome(): string | null;
export const chromeFlags: string[];
export const headless: string;
