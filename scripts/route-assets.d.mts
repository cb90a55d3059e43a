// Types for react-router.config.ts (scripts/route-assets.mjs). The list's own shape is
// src/app/layout/route-assets.ts's `RouteAssets`.
import type { Config } from '@react-router/dev/config';

export const ROUTE_ASSETS: string;
export function exportedNames(source: string, fileName?: string): Set<string>;
export const writeRouteAssets: NonNullable<Config['buildEnd']>;
