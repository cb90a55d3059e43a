// Types for the end-to-end tests, which share the bench's phone profile.
import type { Page } from '@playwright/test';
export const mobileViewport: { width: number; height: number };
export function useMobileProfile(page: Page, options?: { network?: boolean }): Promise<void>;
export function recordHydration(page: Page): Promise<void>;
export function hydratedAt(page: Page): Promise<number>;
