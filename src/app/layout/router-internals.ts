import { useContext } from 'react';
import {
  UNSAFE_FrameworkContext as FrameworkContext,
  type UNSAFE_AssetsManifest as RouterAssetsManifest,
} from 'react-router';

// The one place the shop reads React Router's framework-mode internals. The link prefetcher needs
// what no public API gives: the build's manifest of routes (each route's module, its client loader
// module, the chunks they import, whether it has a loader) and the router's cache of route modules,
// where a module run ahead is put so a tap finds it (page-needs.ts, `runModulesAhead`). The
// contract both rely on is pinned by router-internals.test.tsx, which fails when a release changes
// it; docs/how-to/upgrade-react-and-react-router.md says what to do then.

/** The build's manifest of routes, as React Router's framework mode keeps it. */
export type AssetsManifest = RouterAssetsManifest;

/** A route of the manifest: its id, parent, path, module, client loader module and imports. */
export type ManifestRoute = NonNullable<AssetsManifest['routes'][string]>;

export interface RouteAssets {
  manifest: AssetsManifest;
  /** Route modules by route id: those the router has loaded, and where it looks before it imports. */
  routeModules: Record<string, unknown>;
}

/** The running app's route assets, or null outside framework mode (a component test's router). */
export function useRouteAssets(): RouteAssets | null {
  return useContext(FrameworkContext) ?? null;
}
